import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Box, Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { parseMediaImageUrl, technicalSheetPath, type SiteLang } from '@mdc/shared';
import { useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { dataProvider } from '../providers/data-provider';

const imageTypes = 'image/jpeg,image/png,image/webp,image/avif';

/** Sends a file to /api/admin/media/; the notification says what went wrong in plain words. */
function useUpload() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  async function upload(file: File) {
    setBusy(true);
    try {
      const answer = await dataProvider.upload(file);
      notify('resources.wines.files.uploaded', { type: 'success' });
      return answer as Awaited<ReturnType<typeof dataProvider.upload>> & { kind: string };
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
      return null;
    } finally {
      setBusy(false);
    }
  }
  return { upload, busy };
}

/** A button that opens the (hidden) file chooser; `label` is already translated. */
function FileButton({
  label,
  accept,
  busy,
  onFile,
}: {
  label: string;
  accept: string;
  busy: boolean;
  onFile: (file: File) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const translate = useTranslate();
  return (
    <>
      <input
        ref={input}
        type="file"
        accept={accept}
        hidden
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onFile(file);
        }}
      />
      <Button
        variant="outlined"
        startIcon={busy ? <CircularProgress size={18} /> : <UploadFileIcon />}
        disabled={busy}
        onClick={() => input.current?.click()}
      >
        {busy ? translate('resources.wines.files.uploading') : label}
      </Button>
    </>
  );
}

/** A small image for lists and previews: an upload's 320 px WebP, else the URL itself. */
export function thumbnailOf(url: string | null | undefined) {
  const upload = parseMediaImageUrl(url);
  return upload ? `/media/${upload.id}/${upload.widths[0]}.webp` : (url ?? null);
}

/** The wine's photo: upload (checked and resized by the server), preview, remove. */
export function WineImageInput() {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source: 'image_url' });
  const { upload, busy } = useUpload();
  const preview = thumbnailOf(field.value);
  return (
    <Stack spacing={1.5} sx={{ my: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {translate('resources.wines.fields.image_url')}
      </Typography>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={translate('resources.wines.files.preview_alt')}
          sx={{ maxHeight: 240, maxWidth: 200, objectFit: 'contain', alignSelf: 'flex-start' }}
        />
      ) : (
        <Typography variant="body2">{translate('resources.wines.files.no_image')}</Typography>
      )}
      <Typography variant="body2" color="text.secondary">
        {translate('resources.wines.files.image_help')}
      </Typography>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <FileButton
          label={translate('resources.wines.files.choose_image')}
          accept={imageTypes}
          busy={busy}
          onFile={async (file) => {
            const answer = await upload(file);
            if (!answer) return;
            if (answer.kind !== 'image') {
              notify('resources.wines.files.not_image', { type: 'error' });
              return;
            }
            field.onChange(answer.url);
          }}
        />
        {field.value ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
            {translate('resources.wines.files.remove_image')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

/** One language's technical sheet: an uploaded PDF, or the one the site makes from the data. */
export function TechnicalSheetInput({ lang }: { lang: SiteLang }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field } = useInput({ source: `texts.${lang}.product_pdf` });
  const slug = useWatch({ name: 'product_url' }) as string | undefined;
  const { upload, busy } = useUpload();
  const href = field.value || (slug ? technicalSheetPath(lang, slug) : null);
  return (
    <Stack spacing={1} sx={{ my: 2 }}>
      <Typography variant="subtitle1" component="h3">
        {translate(`resources.wines.fields.texts.${lang}.product_pdf`)}
      </Typography>
      <Typography variant="body2">
        {field.value
          ? translate('resources.wines.files.pdf_uploaded', { link: field.value })
          : translate('resources.wines.files.pdf_generated')}
      </Typography>
      {href ? (
        <Link href={href} target="_blank" rel="noopener" sx={{ alignSelf: 'flex-start' }}>
          <PictureAsPdfIcon fontSize="small" sx={{ verticalAlign: 'middle', mr: 0.5 }} />
          {translate('resources.wines.files.open_pdf')}
        </Link>
      ) : null}
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <FileButton
          label={translate('resources.wines.files.choose_pdf', { lang: lang.toUpperCase() })}
          accept="application/pdf"
          busy={busy}
          onFile={async (file) => {
            const answer = await upload(file);
            if (!answer) return;
            if (answer.kind !== 'pdf') {
              notify('resources.wines.files.not_pdf', { type: 'error' });
              return;
            }
            field.onChange(answer.url);
          }}
        />
        {field.value ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => field.onChange(null)}>
            {translate('resources.wines.files.remove_pdf')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}
