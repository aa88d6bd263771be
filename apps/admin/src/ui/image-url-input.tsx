import UploadIcon from '@mui/icons-material/Upload';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import {
  TextInput,
  required as requiredRule,
  useDataProvider,
  useNotify,
  useSourceContext,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { AdminDataProvider } from '../providers/data-provider';
import { uploadRefusal, usePendingUploads } from './pending-uploads';

/** Keeps '' as '' (react-admin turns it into null): a blank text stays an empty text. */
export const keepText = (value: string) => value;

/**
 * An image address with an upload button (the upload's address fills the field) and, unless
 * `preview` is false, a preview. Typing an address works without uploading.
 */
export function ImageUrlInput({
  source,
  label,
  helperText,
  required,
  preview = true,
}: {
  source: string;
  /** Message keys. */
  label: string;
  helperText: string;
  required?: boolean;
  preview?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { setValue, setError } = useFormContext();
  const { track } = usePendingUploads();
  const fullSource = useSourceContext().getSource(source);
  const url = useWatch({ name: fullSource }) as string | null | undefined;
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await track(dataProvider.upload(file));
      setValue(fullSource, uploaded.url, { shouldDirty: true, shouldValidate: true });
      notify('ui.image.uploaded', { type: 'success' });
    } catch (error) {
      // The reason goes under the address field too (docs/decisions/118-upload-refusals.md).
      const reason = uploadRefusal(error, translate('ui.image.upload_failed'));
      setError(fullSource, { type: 'upload', message: reason }, { shouldFocus: true });
      notify(reason, { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  // Only same-site addresses are previewed (the page's security policy blocks others anyway).
  const previewUrl = typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : null;
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextInput
          source={source}
          label={label}
          helperText={helperText}
          fullWidth
          {...(required && { parse: keepText, validate: requiredRule() })}
        />
        <Button
          component="label"
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 1 } }}
        >
          {translate('ui.image.upload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            hidden
            onChange={upload}
          />
        </Button>
      </Stack>
      {!preview ? null : previewUrl ? (
        <Box
          component="img"
          src={previewUrl}
          alt={translate('ui.image.preview')}
          sx={{
            maxWidth: 320,
            maxHeight: 200,
            objectFit: 'contain',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: 'grey.100',
          }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {translate('ui.image.none')}
        </Typography>
      )}
    </Stack>
  );
}
