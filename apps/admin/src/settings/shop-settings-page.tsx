import { Typography } from '@mui/material';
import {
  ArrayInput,
  Edit,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  Toolbar,
  useNotify,
  useTranslate,
} from 'react-admin';
import { AdminRichTextInput, ImageUrlInput, PendingUploadsProvider, SaveAfterUploads } from '../ui';
import { ShopSwitch } from './shop-switch';

const languages = ['pt', 'en'] as const;

function SettingsToolbar() {
  return (
    <Toolbar>
      <SaveAfterUploads />
    </Toolbar>
  );
}

function BannerFields() {
  return (
    <>
      <ImageUrlInput
        source="image_url"
        label="settings.banners.image_url"
        helperText="settings.banners.image_help"
        preview={false}
      />
      {languages.map((lang) => (
        <TextInput
          key={`alt-${lang}`}
          source={`alt.${lang}`}
          label={`settings.banners.alt_${lang}`}
          helperText="settings.banners.alt_help"
          fullWidth
        />
      ))}
      {languages.map((lang) => (
        <TextInput
          key={`title-${lang}`}
          source={`title.${lang}`}
          label={`settings.banners.title_${lang}`}
          fullWidth
        />
      ))}
      {languages.map((lang) => (
        <TextInput
          key={`text-${lang}`}
          source={`text.${lang}`}
          label={`settings.banners.text_${lang}`}
          multiline
          fullWidth
        />
      ))}
      <TextInput
        source="link"
        label="settings.banners.link"
        helperText="settings.banners.link_help"
        fullWidth
      />
    </>
  );
}

/**
 * The shop settings (one record, GET/PUT /api/admin/settings/shop/): whether the shop is open,
 * the product page's shipping text and the shop home's three banners.
 */
export function ShopSettingsPage() {
  const translate = useTranslate();
  const notify = useNotify();
  return (
    <Edit
      resource="settings"
      id="shop"
      redirect={false}
      mutationMode="pessimistic"
      mutationOptions={{ onSuccess: () => notify('admin.common.saved', { type: 'success' }) }}
      title="settings.title"
      actions={false}
    >
      <PendingUploadsProvider>
        <TabbedForm toolbar={<SettingsToolbar />} syncWithLocation={false}>
          <TabbedForm.Tab label="settings.tabs.shop">
            <ShopSwitch />
          </TabbedForm.Tab>
          <TabbedForm.Tab label="settings.tabs.shipping_text">
            <Typography variant="body2" sx={{ maxWidth: '60ch' }}>
              {translate('settings.shipping_text.explanation')}
            </Typography>
            {languages.map((lang) => [
              <TextInput
                key={`title-${lang}`}
                source={`shipping_details.${lang}.title`}
                label={`settings.shipping_text.title_${lang}`}
                fullWidth
              />,
              <AdminRichTextInput
                key={`description-${lang}`}
                source={`shipping_details.${lang}.description`}
                label={`settings.shipping_text.description_${lang}`}
                fullWidth
              />,
            ])}
          </TabbedForm.Tab>
          <TabbedForm.Tab label="settings.tabs.banners">
            <Typography variant="body2" sx={{ maxWidth: '60ch' }}>
              {translate('settings.banners.explanation')}
            </Typography>
            <ArrayInput source="banners" label={false}>
              <SimpleFormIterator
                disableAdd
                disableRemove
                disableReordering
                disableClear
                getItemLabel={(index) => translate('settings.banners.item', { number: index + 1 })}
              >
                <BannerFields />
              </SimpleFormIterator>
            </ArrayInput>
          </TabbedForm.Tab>
        </TabbedForm>
      </PendingUploadsProvider>
    </Edit>
  );
}
