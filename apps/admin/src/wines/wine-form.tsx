import ArchiveIcon from '@mui/icons-material/Archive';
import UnarchiveIcon from '@mui/icons-material/Unarchive';
import { Alert, Stack, Typography } from '@mui/material';
import type { AdminWine, SiteLang } from '@mdc/shared';
import { useState } from 'react';
import {
  Button,
  Confirm,
  Create,
  DeleteWithConfirmButton,
  Edit,
  BooleanInput,
  SaveButton,
  TabbedForm,
  TabbedFormTabs,
  TextInput,
  Toolbar,
  required,
  useNotify,
  useRecordContext,
  useRedirect,
  useRefresh,
  useTranslate,
  type FormTabProps,
} from 'react-admin';
import { dataProvider } from '../providers/data-provider';
import {
  AdminRichTextInput,
  detailQuery,
  DecimalInput,
  PendingUploadsNotice,
  PendingUploadsProvider,
  usePendingUploads,
} from '../ui';
import { ELabelTab } from './e-label-tab';
import { TechnicalSheetInput, WineImageInput } from './media-inputs';
import { PriceCheckedSaveButton, PriceInputs } from './price-inputs';
import { StockPanel } from './stock-panel';
import { FamilyInput, StockAlertPanel } from './stock-alert-panel';
import { NewWineInputs, slugRule } from './new-wine-inputs';

/** Empty texts for a new wine (the API needs both languages). */
const emptyTexts = {
  product_title: '',
  product_subtitle_1: '',
  product_subtitle_2: '',
  wine_doc: '',
  main_desc: '',
  wine_type: '',
  grapes: '',
  soils_type: '',
  product_pdf: null,
};

const newWineDefaults = {
  show_catalog: true,
  show_shop: false,
  price: '0.00',
  new_price: null,
  sort_order: 0,
  image_url: null,
  opening_stock: 0,
  texts: { pt: emptyTexts, en: emptyTexts },
};

// TabbedForm hands each tab its value and context through props: pass them all on.
function TextsTab({ lang, ...props }: { lang: SiteLang } & FormTabProps) {
  const field = (name: string) => `texts.${lang}.${name}`;
  return (
    <TabbedForm.Tab {...props}>
      <TextInput source={field('product_title')} validate={required()} fullWidth />
      <TextInput source={field('product_subtitle_1')} fullWidth />
      <TextInput source={field('product_subtitle_2')} fullWidth />
      <TextInput source={field('wine_doc')} fullWidth />
      <AdminRichTextInput source={field('main_desc')} fullWidth />
      <TextInput source={field('wine_type')} fullWidth />
      <TextInput source={field('grapes')} fullWidth />
      <TextInput source={field('soils_type')} fullWidth />
    </TabbedForm.Tab>
  );
}

/** The five tabs shared by "create" and "edit"; the stock panel needs a saved wine. */
function WineTabs({ editing }: { editing: boolean }) {
  const translate = useTranslate();
  const tab = (name: string) => translate(`resources.wines.tabs.${name}`);
  return (
    <PendingUploadsProvider>
      <TabbedForm
        defaultValues={editing ? undefined : newWineDefaults}
        toolbar={<WineToolbar editing={editing} />}
        syncWithLocation={false}
        // Five tabs do not fit a phone: they scroll instead of widening the page.
        tabs={<TabbedFormTabs variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile />}
        sx={{ '& .MuiTabs-root': { maxWidth: 'calc(100vw - 2rem)' } }}
      >
        <TabbedForm.Tab label={tab('general')}>
          <ArchivedNotice />
          {editing ? <StockAlertPanel /> : null}
          {editing ? (
            <TextInput
              source="product_url"
              validate={[required(), slugRule]}
              helperText="resources.wines.helpers.product_url"
              fullWidth
            />
          ) : (
            <NewWineInputs />
          )}
          <DecimalInput decimals={0} source="year" min={1900} max={2100} />
          <FamilyInput />
          <BooleanInput source="show_catalog" />
          <BooleanInput source="show_shop" />
          <DecimalInput decimals={1} source="alcohol" min={0} max={99.9} />
          <DecimalInput decimals={0} source="capacity" min={1} />
          <TextInput source="serving_temp" />
          <DecimalInput
            decimals={0}
            negative
            source="sort_order"
            helperText="resources.wines.helpers.sort_order"
          />
        </TabbedForm.Tab>
        <TextsTab lang="pt" label={tab('texts_pt')} />
        <TextsTab lang="en" label={tab('texts_en')} />
        <TabbedForm.Tab label={tab('prices')}>
          <PriceInputs />
          <Typography variant="body2" color="text.secondary">
            {translate('resources.wines.helpers.price_history')}
          </Typography>
          {editing ? <StockPanel /> : null}
        </TabbedForm.Tab>
        <TabbedForm.Tab label={tab('files')}>
          <WineImageInput />
          <TechnicalSheetInput lang="pt" />
          <TechnicalSheetInput lang="en" />
        </TabbedForm.Tab>
        <ELabelTab label={tab('e_label')} />
      </TabbedForm>
    </PendingUploadsProvider>
  );
}

function ArchivedNotice() {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  return wine?.archived_at ? (
    <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
      {translate('resources.wines.archived_notice')}
    </Alert>
  ) : null;
}

/** Brings an archived wine back, after a confirmation. */
function RestoreButton() {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  if (!wine) return null;
  return (
    <>
      <Button label="resources.wines.actions.restore" onClick={() => setOpen(true)}>
        <UnarchiveIcon />
      </Button>
      <Confirm
        isOpen={open}
        title={translate('resources.wines.actions.restore_title', { name: wine.product_title })}
        content="resources.wines.actions.restore_content"
        onClose={() => setOpen(false)}
        onConfirm={async () => {
          setOpen(false);
          try {
            await dataProvider.action('wines', wine.id, 'restore');
            notify('resources.wines.actions.restored', { type: 'success' });
            refresh();
          } catch (error) {
            notify((error as Error).message, { type: 'error' });
          }
        }}
      />
    </>
  );
}

function WineToolbar({ editing }: { editing: boolean }) {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  const redirect = useRedirect();
  // A save during an upload would store the wine without its photo or sheet: it waits.
  const { pending } = usePendingUploads();
  return (
    <Toolbar sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
      <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
        {editing ? (
          <PriceCheckedSaveButton disabled={pending} />
        ) : (
          <SaveButton disabled={pending} />
        )}
        <PendingUploadsNotice />
      </Stack>
      {editing && wine ? (
        wine.archived_at ? (
          <RestoreButton />
        ) : (
          // DELETE archives the wine; it can be restored.
          <DeleteWithConfirmButton
            label="resources.wines.actions.archive"
            icon={<ArchiveIcon />}
            confirmTitle={translate('resources.wines.actions.archive_title', {
              name: wine.product_title,
            })}
            confirmContent="resources.wines.actions.archive_content"
            mutationMode="pessimistic"
            mutationOptions={{
              onSuccess: () => {
                redirect('list', 'wines');
              },
            }}
            successMessage="resources.wines.actions.archived"
          />
        )
      ) : null}
    </Toolbar>
  );
}

export function WineEdit() {
  return (
    <Edit mutationMode="pessimistic" redirect={false} queryOptions={detailQuery}>
      <WineTabs editing />
    </Edit>
  );
}

export function WineCreate() {
  return (
    <Create redirect="edit">
      <WineTabs editing={false} />
    </Create>
  );
}
