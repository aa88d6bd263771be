import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Tab,
  Tabs,
  Typography,
} from '@mui/material';
import { guestLanguages, pathTo, siteDocumentKeys, type GuestLang } from '@mdc/shared';
import { useId, useState, type ReactNode } from 'react';
import {
  ArrayInput,
  Edit,
  SaveButton,
  SimpleForm,
  SimpleFormIterator,
  Toolbar,
  TopToolbar,
  required,
  useNotify,
  useSourceContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useFormState } from 'react-hook-form';
import { cleanContent } from './content-forms';
import { ContentNav, PlainTextInput, ViewOnSiteButton } from './inputs';
import { DecimalInput } from '../ui';

/** Lays inputs out two per row on wide screens, one per row on a phone. */
function Fields({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        columnGap: 2,
        width: '100%',
      }}
    >
      {children}
    </Box>
  );
}

function Section({
  title,
  children,
  defaultExpanded = false,
}: {
  title: string;
  children: ReactNode;
  defaultExpanded?: boolean;
}) {
  const translate = useTranslate();
  const id = useId();
  // Keep closed sections mounted, so their inputs still take part in saving and validation.
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      slotProps={{ transition: { unmountOnExit: false } }}
      sx={{ width: '100%' }}
      disableGutters
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`${id}-panel`}
        id={`${id}-header`}
      >
        <Typography variant="subtitle1" component="h2" fontWeight={600}>
          {translate(title)}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-panel`}>{children}</AccordionDetails>
    </Accordion>
  );
}

/** A site document (its key is the record id) edited on one page that stays open after saving. */
function DocumentEdit({
  docKey,
  title,
  viewPath = null,
  children,
}: {
  docKey: string;
  title: string;
  viewPath?: string | null;
  children: ReactNode;
}) {
  const notify = useNotify();
  const translate = useTranslate();
  return (
    <>
      <ContentNav />
      <Edit
        resource="site-documents"
        id={docKey}
        title={translate(title)}
        mutationMode="pessimistic"
        redirect={false}
        transform={(data: RaRecord) => cleanContent(data)}
        mutationOptions={{ onSuccess: () => notify('content.saved', { type: 'success' }) }}
        queryOptions={{ onError: () => notify('content.document_missing', { type: 'error' }) }}
        actions={
          <TopToolbar>
            <ViewOnSiteButton path={viewPath} />
          </TopToolbar>
        }
      >
        <SimpleForm
          toolbar={
            <Toolbar>
              <SaveButton />
            </Toolbar>
          }
          warnWhenUnsavedChanges
        >
          {children}
        </SimpleForm>
      </Edit>
    </>
  );
}

// Company contact ---------------------------------------------------------------------------------

const company = (field: string) => `content.company.fields.${field}`;

function CompanyText({ source, isRequired }: { source: string; isRequired?: boolean }) {
  return (
    <PlainTextInput
      source={source}
      label={company(source)}
      validate={isRequired ? required() : undefined}
    />
  );
}

export function CompanyContactEdit() {
  const translate = useTranslate();
  return (
    <DocumentEdit
      docKey={siteDocumentKeys.companyContact}
      title="content.sections.company"
      viewPath={pathTo('contact', 'pt')}
    >
      <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
        {translate('content.company.legal_review')}
      </Alert>
      <Section title="content.company.sections.contacts" defaultExpanded>
        <Fields>
          <CompanyText source="contact_phone" />
          <CompanyText source="contact_mobile" />
          <CompanyText source="phone_legal_info_pt" />
          <CompanyText source="phone_legal_info_en" />
          <CompanyText source="contact_email" isRequired />
        </Fields>
      </Section>
      <Section title="content.company.sections.address">
        <Fields>
          <CompanyText source="contact_adress_1" />
          <CompanyText source="contact_adress_2" />
          <CompanyText source="contact_adress_3" />
          <Box />
          <DecimalInput
            decimals={6}
            negative
            source="latitude"
            label={company('latitude')}
            validate={required()}
          />
          <DecimalInput
            decimals={6}
            negative
            source="longitude"
            label={company('longitude')}
            validate={required()}
          />
        </Fields>
      </Section>
      <Section title="content.company.sections.links">
        <Fields>
          <CompanyText source="social_url" />
          <CompanyText source="social_name" />
          <CompanyText source="rental_listing_url" />
          <CompanyText source="rental_room_id" />
        </Fields>
      </Section>
      <Section title="content.company.sections.legal">
        <Fields>
          <CompanyText source="legal_name" isRequired />
          <CompanyText source="tax_id" />
          <DecimalInput
            source="share_capital_eur"
            label={company('share_capital_eur')}
            min={0}
            validate={required()}
          />
          <CompanyText source="complaints_book_url" isRequired />
          <CompanyText source="arbitration_name" />
          <CompanyText source="arbitration_url" />
        </Fields>
      </Section>
      <Section title="content.company.sections.developer">
        <Fields>
          <CompanyText source="developer_name" />
          <CompanyText source="developer_url" />
        </Fields>
      </Section>
    </DocumentEdit>
  );
}

// Guest guide -------------------------------------------------------------------------------------

const guest = (field: string) => `content.guest.fields.${field}`;

/**
 * One text in the guest page's four languages: a tab per language over one input each. A tab
 * whose text the server refused is marked, so a hidden error can be found.
 */
function GuestTextInput({
  source,
  label,
  multiline,
}: {
  source: string;
  label: string;
  multiline?: boolean;
}) {
  const translate = useTranslate();
  const [current, setCurrent] = useState<GuestLang>('pt');
  const fullSource = useSourceContext().getSource(source);
  const { errors } = useFormState({ name: fullSource });
  const hasError = (lang: GuestLang) =>
    Boolean(
      fullSource
        .split('.')
        .concat(lang)
        .reduce<unknown>(
          (node, key) =>
            node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined,
          errors,
        ),
    );
  const id = useId();
  return (
    <Box sx={{ width: '100%', mb: 1 }}>
      <Tabs
        value={current}
        onChange={(_event, lang: GuestLang) => setCurrent(lang)}
        aria-label={translate(label)}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ minHeight: 36 }}
      >
        {guestLanguages.map((lang) => (
          <Tab
            key={lang}
            value={lang}
            id={`${id}-${lang}-tab`}
            aria-controls={`${id}-${lang}`}
            label={`${translate(`content.lang.${lang}`)}${hasError(lang) ? ' ⚠' : ''}`}
            sx={{ minHeight: 36, py: 0.5, ...(hasError(lang) && { color: 'error.main' }) }}
          />
        ))}
      </Tabs>
      {guestLanguages.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={`${id}-${lang}`}
          aria-labelledby={`${id}-${lang}-tab`}
          hidden={current !== lang}
        >
          <PlainTextInput
            source={`${source}.${lang}`}
            label={`${translate(label)} (${translate(`content.lang.${lang}`)})`}
            defaultValue=""
            multiline={multiline}
            minRows={multiline ? 3 : undefined}
            validate={lang === 'pt' ? required() : undefined}
            helperText={lang === 'pt' ? false : 'content.translation_help'}
          />
        </Box>
      ))}
    </Box>
  );
}

/** A text input inside a guest-guide list: added rows start with '' instead of null. */
const GuestText = ({ source, isRequired }: { source: string; isRequired?: boolean }) => (
  <PlainTextInput
    source={source}
    label={guest(source)}
    defaultValue=""
    validate={isRequired ? required() : undefined}
  />
);

/** The fields every place has (name, address, phone). */
const placeFields = [
  <GuestText key="name" source="name" isRequired />,
  <GuestText key="address" source="address" />,
  <GuestText key="phone" source="phone" />,
];

export function GuestGuideEdit() {
  const translate = useTranslate();
  return (
    <DocumentEdit docKey={siteDocumentKeys.guestGuide} title="content.sections.guest">
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('content.guest.intro')}
      </Alert>
      <Section title="content.guest.sections.welcome" defaultExpanded>
        <GuestTextInput source="welcomeTitle" label={guest('welcomeTitle')} />
        <GuestTextInput source="greeting" label={guest('greeting')} multiline />
      </Section>
      <Section title="content.guest.sections.house">
        <Fields>
          <PlainTextInput source="house.address" label={guest('address')} />
          <Box />
          <DecimalInput
            decimals={6}
            negative
            source="house.latitude"
            label={guest('latitude')}
            validate={required()}
          />
          <DecimalInput
            decimals={6}
            negative
            source="house.longitude"
            label={guest('longitude')}
            validate={required()}
          />
          <PlainTextInput source="house.wifiNetwork" label={guest('wifiNetwork')} />
          <PlainTextInput source="house.wifiPassword" label={guest('wifiPassword')} />
        </Fields>
        <ArrayInput source="house.hosts" label={guest('hosts')}>
          <SimpleFormIterator inline disableClear>
            <GuestText source="name" isRequired />
            <GuestText source="phone" />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="content.guest.sections.contacts">
        <PlainTextInput
          source="emergencyNumber"
          label={guest('emergencyNumber')}
          validate={required()}
        />
        <ArrayInput source="usefulContacts" label={guest('usefulContacts')}>
          <SimpleFormIterator disableClear fullWidth>
            <GuestTextInput source="label" label={guest('label')} />
            {placeFields}
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="content.guest.sections.pharmacies">
        <ArrayInput source="pharmacies" label={guest('pharmacies')}>
          <SimpleFormIterator inline disableClear>
            {placeFields}
          </SimpleFormIterator>
        </ArrayInput>
        <GuestTextInput source="dutyPharmacyNote" label={guest('dutyPharmacyNote')} multiline />
        <PlainTextInput source="dutyPharmacyUrl" label={guest('dutyPharmacyUrl')} />
      </Section>
      <Section title="content.guest.sections.supermarkets">
        <ArrayInput source="supermarkets" label={guest('supermarkets')}>
          <SimpleFormIterator inline disableClear>
            {placeFields}
            <GuestText source="hours" />
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="content.guest.sections.restaurants">
        <GuestTextInput source="restaurantsNote" label={guest('restaurantsNote')} multiline />
        <ArrayInput source="restaurants" label={guest('restaurants')}>
          <SimpleFormIterator disableClear fullWidth>
            <GuestText source="town" isRequired />
            <ArrayInput source="places" label={guest('places')}>
              <SimpleFormIterator disableClear fullWidth>
                {placeFields}
                <GuestTextInput source="description" label={guest('description')} multiline />
                <GuestTextInput source="closed" label={guest('closed')} />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
      <Section title="content.guest.sections.sights">
        <ArrayInput source="sights" label={guest('sights')}>
          <SimpleFormIterator disableClear fullWidth>
            <GuestText source="town" isRequired />
            <ArrayInput source="places" label={guest('places')}>
              <SimpleFormIterator disableClear fullWidth>
                <GuestText source="name" isRequired />
                <GuestTextInput source="description" label={guest('description')} multiline />
              </SimpleFormIterator>
            </ArrayInput>
          </SimpleFormIterator>
        </ArrayInput>
      </Section>
    </DocumentEdit>
  );
}

// House details -----------------------------------------------------------------------------------

const house = (field: string) => `content.house_details.fields.${field}`;

export function HouseDetailsEdit() {
  return (
    <DocumentEdit
      docKey={siteDocumentKeys.houseDetails}
      title="content.sections.house"
      viewPath={pathTo('house', 'pt')}
    >
      <Fields>
        <DecimalInput
          decimals={0}
          source="maxGuests"
          label={house('maxGuests')}
          min={1}
          validate={required()}
        />
        <Box />
        <DecimalInput
          decimals={1}
          source="pool.length"
          label={house('pool_length')}
          min={0}
          validate={required()}
        />
        <DecimalInput
          decimals={1}
          source="pool.width"
          label={house('pool_width')}
          min={0}
          validate={required()}
        />
        <DecimalInput
          decimals={1}
          source="pool.minDepth"
          label={house('pool_minDepth')}
          min={0}
          validate={required()}
        />
        <DecimalInput
          decimals={1}
          source="pool.maxDepth"
          label={house('pool_maxDepth')}
          min={0}
          validate={required()}
        />
      </Fields>
    </DocumentEdit>
  );
}
