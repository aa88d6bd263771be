import DeleteIcon from '@mui/icons-material/Delete';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Box,
  Button,
  CircularProgress,
  FormHelperText,
  Link,
  Stack,
  Typography,
} from '@mui/material';
import {
  parseMediaImageUrl,
  technicalSheetPath,
  type MediaUpload,
  type SiteLang,
} from '@mdc/shared';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { dataProvider } from '../providers/data-provider';
import { uploadRefusal, usePendingUploads } from '../ui';

const imageTypes = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * "Choose a file" (the server checks and stores it, then the field takes its URL) and "Remove".
 * `kind` is what the field needs: an image sent where a PDF belongs is refused with a clear note.
 * A refusal's reason stays under the buttons until the next choice (docs/decisions/118-upload-refusals.md);
 * while the file travels, the form's save button waits (PendingUploadsProvider).
 */
function UploadButtons({
  value,
  onChange,
  kind,
  accept,
  chooseLabel,
  removeLabel,
}: {
  value: string | null;
  onChange: (url: string | null) => void;
  kind: MediaUpload['kind'];
  accept: string;
  chooseLabel: string;
  removeLabel: string;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const refusalId = useId();
  const { track } = usePendingUploads();

  async function upload(file: File) {
    setBusy(true);
    setRefusal(null);
    try {
      // The server answers @mdc/shared's mediaUploadSchema.
      const answer = (await track(dataProvider.upload(file))) as MediaUpload;
      if (answer.kind !== kind) {
        setRefusal(translate(`resources.wines.files.not_${kind}`));
        notify(`resources.wines.files.not_${kind}`, { type: 'error' });
        return;
      }
      onChange(answer.url);
      notify('resources.wines.files.uploaded', { type: 'success' });
    } catch (error) {
      const reason = uploadRefusal(error, translate('ui.image.upload_failed'));
      setRefusal(reason);
      notify(reason, { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
        <input
          ref={input}
          type="file"
          accept={accept}
          hidden
          onChange={(event: ChangeEvent<HTMLInputElement>) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outlined"
          startIcon={busy ? <CircularProgress size={18} /> : <UploadFileIcon />}
          disabled={busy}
          onClick={() => input.current?.click()}
          aria-describedby={refusal ? refusalId : undefined}
        >
          {busy ? translate('resources.wines.files.uploading') : chooseLabel}
        </Button>
        {value ? (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => onChange(null)}>
            {removeLabel}
          </Button>
        ) : null}
      </Stack>
      {refusal ? (
        <FormHelperText error id={refusalId} role="alert">
          {refusal}
        </FormHelperText>
      ) : null}
    </Stack>
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
  const { field } = useInput({ source: 'image_url' });
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
      <UploadButtons
        value={field.value}
        onChange={field.onChange}
        kind="image"
        accept={imageTypes}
        chooseLabel={translate('resources.wines.files.choose_image')}
        removeLabel={translate('resources.wines.files.remove_image')}
      />
    </Stack>
  );
}

/** One language's technical sheet: an uploaded PDF, or the one the site makes from the data. */
export function TechnicalSheetInput({ lang }: { lang: SiteLang }) {
  const translate = useTranslate();
  const { field } = useInput({ source: `texts.${lang}.product_pdf` });
  const slug = useWatch({ name: 'product_url' }) as string | undefined;
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
      <UploadButtons
        value={field.value}
        onChange={field.onChange}
        kind="pdf"
        accept="application/pdf"
        chooseLabel={translate('resources.wines.files.choose_pdf', { lang: lang.toUpperCase() })}
        removeLabel={translate('resources.wines.files.remove_pdf')}
      />
    </Stack>
  );
}
