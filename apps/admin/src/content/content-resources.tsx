import { contentPages, pathTo, policies, type ContentPage, type PageKey } from '@mdc/shared';
import { Alert, Box, Typography } from '@mui/material';
import type { ReactElement } from 'react';
import {
  BooleanField,
  BooleanInput,
  CreateButton,
  Datagrid,
  EditButton,
  List,
  NumberField,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
  TextInput,
  TopToolbar,
  required,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { ImageUrlInput, usePhone, DecimalInput } from '../ui';
import { ContentCreate, ContentEdit, languageTabs, type SiteFormLanguage } from './content-forms';
import { ContentNav, MoveButtons, ParagraphsInput, PlainTextInput, Thumbnail } from './inputs';

const pageChoices = contentPages.map((id) => ({ id, name: `content.pages.${id}` }));
const policyChoices = policies.map((id) => ({ id, name: `content.policies.${id}` }));

/** The public page that shows each content page's blocks. */
const pageOfContent: Record<ContentPage, PageKey> = {
  home_about: 'home',
  about: 'about',
  grapes: 'grapes',
  wine_tourism: 'wineTourism',
  house: 'house',
};
const onSite = (page: PageKey) => () => pathTo(page, 'pt');

function Empty() {
  const translate = useTranslate();
  return (
    <Box sx={{ p: 3, textAlign: 'center' }}>
      <Typography gutterBottom>{translate('content.empty')}</Typography>
      <CreateButton variant="contained" />
    </Box>
  );
}

/** A content list: the area's tabs, position order, move arrows, edit. */
function ContentList({
  resource,
  filters,
  sort = 'position',
  columns,
  note,
}: {
  resource: string;
  filters?: ReactElement[];
  sort?: string;
  columns: ReactElement[];
  note?: string;
}) {
  const translate = useTranslate();
  const phone = usePhone();
  return (
    <>
      <ContentNav />
      {note && (
        <Alert severity="info" sx={{ mt: 1 }}>
          {translate(note)}
        </Alert>
      )}
      <List
        resource={resource}
        filters={filters}
        sort={{ field: sort, order: 'ASC' }}
        perPage={100}
        pagination={false}
        exporter={false}
        empty={<Empty />}
        actions={
          <TopToolbar>
            <CreateButton />
          </TopToolbar>
        }
      >
        {phone ? (
          <SimpleList
            primaryText={(record: RaRecord) => record.heading?.pt ?? record.title?.pt ?? ''}
            secondaryText={(record: RaRecord) =>
              `${translate('resources.content-blocks.fields.position')}: ${record.position}`
            }
            tertiaryText={(record: RaRecord) => <MoveButtons key={record.id} />}
            linkType="edit"
          />
        ) : (
          <Datagrid rowClick="edit" bulkActionButtons={false}>
            {columns}
            <MoveButtons key="move" />
            <EditButton key="edit" />
          </Datagrid>
        )}
      </List>
    </>
  );
}

const positionInput = (
  <DecimalInput decimals={0} source="position" min={0} helperText="content.position_help" />
);

/** A record's picture or icon: uploaded or picked, with the content area's help. */
const imageInput = (resource: string, source: string, required = false) => (
  <ImageUrlInput
    source={source}
    label={`resources.${resource}.fields.${source}`}
    helperText="content.image.help"
    required={required}
  />
);

/**
 * A language tab of a record: its title (required in Portuguese, which the site falls back to)
 * and, where the record has them, its paragraphs.
 */
const textsTab =
  (resource: string, title: string, paragraphs?: string) => (lang: SiteFormLanguage) => (
    <>
      <PlainTextInput
        source={`${title}.${lang}`}
        label={`resources.${resource}.fields.${title}`}
        validate={lang === 'pt' ? required() : undefined}
      />
      {paragraphs ? (
        <ParagraphsInput
          source={`${paragraphs}.${lang}`}
          label={`resources.${resource}.fields.${paragraphs}`}
        />
      ) : null}
    </>
  );

// Page blocks -------------------------------------------------------------------------------------

export function ContentBlockList() {
  return (
    <ContentList
      resource="content-blocks"
      sort="page"
      filters={[
        <SelectInput
          key="page"
          source="content_page"
          label="resources.content-blocks.fields.page"
          choices={pageChoices}
          alwaysOn
        />,
      ]}
      columns={[
        <SelectField key="page" source="page" choices={pageChoices} />,
        <NumberField key="position" source="position" />,
        <TextField
          key="heading"
          source="heading.pt"
          label="resources.content-blocks.fields.heading"
        />,
        <Thumbnail key="image" source="image_url" />,
      ]}
    />
  );
}

const blockTabs = languageTabs(
  <>
    <SelectInput source="page" choices={pageChoices} validate={required()} />
    {positionInput}
    <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
      <HouseHeroHelp />
    </Typography>
    {imageInput('content-blocks', 'image_url')}
  </>,
  textsTab('content-blocks', 'heading', 'body'),
);

function HouseHeroHelp() {
  const translate = useTranslate();
  return <>{translate('content.house_hero_help')}</>;
}

const blockPath = (record: RaRecord) =>
  record.page ? pathTo(pageOfContent[record.page as ContentPage], 'pt') : null;

export const ContentBlockEdit = () => <ContentEdit viewPath={blockPath}>{blockTabs}</ContentEdit>;
export const ContentBlockCreate = () => (
  <ContentCreate
    defaults={{
      page: 'about',
      heading: { pt: '', en: '' },
      body: { pt: [''], en: [] },
      image_url: null,
    }}
  >
    {blockTabs}
  </ContentCreate>
);

// Region blocks -----------------------------------------------------------------------------------

export function RegionBlockList() {
  return (
    <ContentList
      resource="region-blocks"
      columns={[
        <NumberField key="position" source="position" />,
        <TextField key="title" source="title.pt" label="resources.region-blocks.fields.title" />,
        <BooleanField key="reverse" source="reverse" />,
        <Thumbnail key="image" source="image_url" />,
      ]}
    />
  );
}

const regionTabs = languageTabs(
  <>
    {positionInput}
    <BooleanInput source="reverse" />
    {imageInput('region-blocks', 'image_url')}
  </>,
  textsTab('region-blocks', 'title', 'paragraphs'),
);

export const RegionBlockEdit = () => (
  <ContentEdit viewPath={onSite('region')}>{regionTabs}</ContentEdit>
);
export const RegionBlockCreate = () => (
  <ContentCreate
    defaults={{
      title: { pt: '', en: '' },
      paragraphs: { pt: [''], en: [] },
      image_url: null,
      reverse: false,
    }}
  >
    {regionTabs}
  </ContentCreate>
);

// Gallery -----------------------------------------------------------------------------------------

export function GalleryImageList() {
  return (
    <ContentList
      resource="gallery-images"
      columns={[
        <NumberField key="position" source="position" />,
        <Thumbnail key="image" source="image_url" />,
        <TextField key="title" source="title.pt" label="resources.gallery-images.fields.title" />,
      ]}
    />
  );
}

const galleryTabs = languageTabs(
  <>
    {positionInput}
    {imageInput('gallery-images', 'image_url', true)}
  </>,
  textsTab('gallery-images', 'title'),
);

export const GalleryImageEdit = () => (
  <ContentEdit viewPath={onSite('home')}>{galleryTabs}</ContentEdit>
);
export const GalleryImageCreate = () => (
  <ContentCreate defaults={{ title: { pt: '', en: '' }, image_url: '' }}>
    {galleryTabs}
  </ContentCreate>
);

// House features ----------------------------------------------------------------------------------

export function HouseFeatureList() {
  return (
    <ContentList
      resource="house-features"
      note="content.features_help"
      columns={[
        <NumberField key="position" source="position" />,
        <Thumbnail key="icon" source="icon_url" />,
        <TextField key="title" source="title.pt" label="resources.house-features.fields.title" />,
        <TextField key="key" source="key" />,
      ]}
    />
  );
}

const featureTabs = languageTabs(
  <>
    {positionInput}
    <TextInput source="key" validate={required()} helperText="content.key_help" />
    {imageInput('house-features', 'icon_url', true)}
  </>,
  textsTab('house-features', 'title'),
);

export const HouseFeatureEdit = () => (
  <ContentEdit viewPath={onSite('house')}>{featureTabs}</ContentEdit>
);
export const HouseFeatureCreate = () => (
  <ContentCreate defaults={{ key: '', title: { pt: '', en: '' }, icon_url: '' }}>
    {featureTabs}
  </ContentCreate>
);

// Policy sections ---------------------------------------------------------------------------------

export function PolicySectionList() {
  return (
    <ContentList
      resource="policy-sections"
      sort="policy"
      filters={[<SelectInput key="policy" source="policy" choices={policyChoices} alwaysOn />]}
      columns={[
        <SelectField key="policy" source="policy" choices={policyChoices} />,
        <NumberField key="position" source="position" />,
        <TextField key="title" source="title.pt" label="resources.policy-sections.fields.title" />,
      ]}
    />
  );
}

const policyTabs = languageTabs(
  <>
    <SelectInput source="policy" choices={policyChoices} validate={required()} />
    {positionInput}
  </>,
  textsTab('policy-sections', 'title', 'content'),
);

export const PolicySectionEdit = () => (
  <ContentEdit viewPath={onSite('legal')}>{policyTabs}</ContentEdit>
);
export const PolicySectionCreate = () => (
  <ContentCreate
    defaults={{ policy: 'privacy', title: { pt: '', en: '' }, content: { pt: [''], en: [] } }}
  >
    {policyTabs}
  </ContentCreate>
);
