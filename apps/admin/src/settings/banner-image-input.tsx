import UploadIcon from '@mui/icons-material/Upload';
import { Button, CircularProgress, Stack } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useSourceContext, useTranslate } from 'react-admin';
import type { AdminDataProvider } from '../providers/data-provider';

/**
 * A banner's image address with an upload button: the uploaded file's address fills the field.
 * Typing an address (/images/… or https://…) works without uploading.
 */
export function BannerImageInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { setValue } = useFormContext();
  const source = useSourceContext().getSource('image_url');
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const { url } = await dataProvider.upload(file);
      setValue(source, url, { shouldDirty: true, shouldValidate: true });
      notify('settings.banners.uploaded', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'settings.banners.upload_failed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
      <TextInput
        source="image_url"
        label="settings.banners.image_url"
        helperText="settings.banners.image_help"
        fullWidth
      />
      <Button
        component="label"
        variant="outlined"
        startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
        disabled={uploading}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {translate('settings.banners.upload')}
        <input
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          hidden
          onChange={upload}
        />
      </Button>
    </Stack>
  );
}
