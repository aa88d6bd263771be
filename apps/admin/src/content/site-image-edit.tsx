import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { adminUploadMaxBytes, type AdminSiteImage, type FocalPoint } from '@mdc/shared';
import { useEffect, useState, type ChangeEvent } from 'react';
import { HttpError, Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import type { AdminDataProvider } from '../providers/data-provider';
import { uploadRefusal } from '../ui';
import { ContentNav } from './inputs';
import { FocusPicker, SlotPreview, draftOf, type Draft } from './site-image-parts';

/** What the file input offers; iPhones convert their HEIC photos to JPEG for such an input. */
const acceptedTypes = 'image/jpeg,image/png,image/webp,image/avif';

/**
 * One slot: upload a photo (checked, turned upright, resized and stripped by the server), write
 * its alt text in both languages, choose its focal point, save; or go back to the drawing
 * (docs/decisions/108-estate-photographs.md).
 */
export function SiteImageEdit() {
  const { slot: key = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [slot, setSlot] = useState<AdminSiteImage | null>(null);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void dataProvider.getOne('site-images', { id: key }).then(({ data }) => {
      setSlot(data as AdminSiteImage);
      setDraft(draftOf(data as AdminSiteImage));
    });
  }, [dataProvider, key]);

  if (!slot) return <Loading />;
  const name = translate(`content.photos.slots.${slot.id}`, { _: slot.id });

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > adminUploadMaxBytes) {
      setErrors({ file: translate('content.photos.tooLarge') });
      return;
    }
    setBusy(true);
    setErrors({});
    try {
      const uploaded = await dataProvider.upload(file);
      setDraft((old) => ({
        mediaId: uploaded.id,
        url: uploaded.url,
        alt: old?.alt ?? { pt: '', en: '' },
        focus: old?.focus ?? { x: 50, y: 50 },
      }));
    } catch (error) {
      setErrors({ file: uploadRefusal(error, translate('ui.image.upload_failed')) });
    } finally {
      setBusy(false);
    }
  }

  async function save() {
    if (!draft) return;
    setBusy(true);
    try {
      const { data } = await dataProvider.update('site-images', {
        id: key,
        previousData: slot!,
        data: {
          media_id: draft.mediaId,
          alt: draft.alt,
          focus_x: draft.focus.x,
          focus_y: draft.focus.y,
        },
      });
      setSlot(data as AdminSiteImage);
      setErrors({});
      notify('content.photos.saved', { type: 'info' });
    } catch (error) {
      const body = error instanceof HttpError ? (error.body as { errors?: object }) : undefined;
      setErrors({ ...(body?.errors as Record<string, string>) });
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setBusy(false);
    }
  }

  async function reset() {
    setBusy(true);
    try {
      await dataProvider.delete('site-images', { id: key, previousData: slot! });
      notify('content.photos.resetDone', { type: 'info' });
      navigate('/site-images');
    } finally {
      setBusy(false);
    }
  }

  const setAlt = (lang: 'pt' | 'en', value: string) =>
    setDraft((old) => old && { ...old, alt: { ...old.alt, [lang]: value } });
  const setFocus = (focus: FocalPoint) => setDraft((old) => old && { ...old, focus });
  const altError = (lang: 'pt' | 'en') => errors[`alt.${lang}`] ?? errors.alt;

  return (
    <Box sx={{ py: 1, maxWidth: 900 }}>
      <Title title={name} />
      <ContentNav />
      <Typography component="h1" variant="h5" sx={{ my: 2 }}>
        {name}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 360 }}>
          <Typography variant="subtitle2">{translate('content.photos.current')}</Typography>
          <SlotPreview slot={slot} />
        </Box>
        <Box>
          <Button variant="outlined" component="label" disabled={busy}>
            {translate(draft ? 'content.photos.replace' : 'content.photos.upload')}
            <input
              hidden
              type="file"
              accept={acceptedTypes}
              onChange={(event) => void choose(event)}
              data-testid="photo-file"
            />
          </Button>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('content.photos.uploadHelp')}
          </Typography>
          {errors.file || errors.body ? (
            <Alert severity="error" sx={{ mt: 1 }}>
              {errors.file ?? errors.body}
            </Alert>
          ) : null}
        </Box>
        {draft ? (
          <>
            {(['pt', 'en'] as const).map((lang) => (
              <TextField
                key={lang}
                required
                label={translate(`content.photos.alt_${lang}`)}
                value={draft.alt[lang]}
                onChange={(event) => setAlt(lang, event.target.value)}
                error={Boolean(altError(lang))}
                helperText={altError(lang) ?? translate('content.photos.altHelp')}
                inputProps={{ maxLength: 300 }}
              />
            ))}
            <FocusPicker slot={slot} draft={draft} onChange={setFocus} />
            <Stack direction="row" spacing={2}>
              <Button variant="contained" onClick={() => void save()} disabled={busy}>
                {translate('ra.action.save')}
              </Button>
              {slot.photo ? (
                <Button color="warning" onClick={() => void reset()} disabled={busy}>
                  {translate('content.photos.reset')}
                </Button>
              ) : null}
            </Stack>
          </>
        ) : null}
      </Stack>
    </Box>
  );
}
