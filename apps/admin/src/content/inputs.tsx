import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import UploadIcon from '@mui/icons-material/Upload';
import {
  Box,
  Button as MuiButton,
  CircularProgress,
  IconButton,
  Stack,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  required as requiredRule,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useSourceContext,
  useTranslate,
  type TextInputProps,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useLocation } from 'react-router-dom';
import type { AdminDataProvider } from '../providers/data-provider';

/** Keeps '' as '' (react-admin turns it into null): a blank translation is an empty text. */
export const keepText = (value: string) => value;

/** A text input that stores blank as ''. */
export function PlainTextInput(props: TextInputProps) {
  return <TextInput parse={keepText} fullWidth {...props} />;
}

/** A list of paragraphs in one language: one multi-line box per paragraph, add/remove/reorder. */
export function ParagraphsInput({ source, label }: { source: string; label: string }) {
  return (
    <ArrayInput source={source} label={label}>
      <SimpleFormIterator fullWidth disableClear>
        <TextInput
          source=""
          label="content.paragraph"
          parse={keepText}
          multiline
          minRows={3}
          fullWidth
          helperText={false}
        />
      </SimpleFormIterator>
    </ArrayInput>
  );
}

/**
 * An image address with an upload button (the upload's address fills the field) and a preview.
 * Typing a site address (/images/…, /media/…) works without uploading.
 */
export function ImageUrlInput({
  source,
  label,
  required,
}: {
  source: string;
  label: string;
  required?: boolean;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { setValue } = useFormContext();
  const fullSource = useSourceContext().getSource(source);
  const url = useWatch({ name: fullSource }) as string | null | undefined;
  const [uploading, setUploading] = useState(false);

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setUploading(true);
    try {
      const uploaded = await dataProvider.upload(file);
      setValue(fullSource, uploaded.url, { shouldDirty: true, shouldValidate: true });
      notify('content.image.uploaded', { type: 'success' });
    } catch (error) {
      notify((error as Error).message || 'content.image.upload_failed', { type: 'error' });
    } finally {
      setUploading(false);
    }
  }

  // Only same-site addresses are previewed (the page's security policy blocks others anyway).
  const preview = typeof url === 'string' && /^\/(?![/\\])/.test(url) ? url : null;
  return (
    <Stack spacing={1} sx={{ width: '100%', mb: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'flex-start' }}>
        <TextInput
          source={source}
          label={label}
          helperText="content.image.help"
          fullWidth
          {...(required && { parse: keepText, validate: requiredRule() })}
        />
        <MuiButton
          component="label"
          variant="outlined"
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 1 } }}
        >
          {translate('content.image.upload')}
          <input
            type="file"
            accept="image/jpeg,image/png,image/webp,image/avif"
            hidden
            onChange={upload}
          />
        </MuiButton>
      </Stack>
      {preview ? (
        <Box
          component="img"
          src={preview}
          alt={translate('content.image.preview')}
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
          {translate('content.image.none')}
        </Typography>
      )}
    </Stack>
  );
}

/** A small preview of a record's image in a list. */
export function Thumbnail({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const url = record?.[source] as string | null | undefined;
  if (!url) return null;
  return (
    <Box
      component="img"
      src={url}
      alt={translate('content.image.preview')}
      sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 0.5, bgcolor: 'grey.100' }}
    />
  );
}

/** Up/down arrows that swap a record with its neighbour (POST …/<id>/move/). */
export function MoveButtons() {
  const record = useRecordContext();
  const resource = useResourceContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  if (!record || !resource) return null;

  async function move(direction: 'up' | 'down') {
    setBusy(true);
    try {
      await dataProvider.action(resource!, record!.id, 'move', { direction });
      notify('content.move.done', { type: 'info' });
      refresh();
    } catch {
      notify('content.move.failed', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Stack direction="row" onClick={(event) => event.stopPropagation()}>
      {(['up', 'down'] as const).map((direction) => (
        <Tooltip key={direction} title={translate(`content.move.${direction}`)}>
          <span>
            <IconButton
              size="small"
              disabled={busy}
              aria-label={translate(`content.move.${direction}`)}
              onClick={() => void move(direction)}
            >
              {direction === 'up' ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
            </IconButton>
          </span>
        </Tooltip>
      ))}
    </Stack>
  );
}

/** A link that opens a public page in a new tab, to check a saved change. */
export function ViewOnSiteButton({ path }: { path: string | null }) {
  const translate = useTranslate();
  if (!path) return null;
  return (
    <MuiButton
      href={path}
      target="_blank"
      rel="noopener"
      size="small"
      startIcon={<OpenInNewIcon />}
    >
      {translate('content.view_on_site')}
    </MuiButton>
  );
}

/** The content area's screens, in the order of the hub page. */
export const contentSections = [
  { key: 'blocks', to: '/content-blocks' },
  { key: 'region', to: '/region-blocks' },
  { key: 'gallery', to: '/gallery-images' },
  { key: 'features', to: '/house-features' },
  { key: 'policies', to: '/policy-sections' },
  { key: 'company', to: '/content/company-contact' },
  { key: 'guest', to: '/content/guest-guide' },
  { key: 'house', to: '/content/house-details' },
] as const;

/**
 * Tabs across the top of every content screen: the area is one group in the menu, and staff
 * move between its parts here.
 */
export function ContentNav() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const current = contentSections.findIndex(
    (section) => pathname === section.to || pathname.startsWith(`${section.to}/`),
  );
  return (
    <Tabs
      value={current === -1 ? false : current}
      variant="scrollable"
      scrollButtons="auto"
      allowScrollButtonsMobile
      aria-label={translate('content.menu')}
      // On a phone the tabs scroll inside the screen's width instead of widening the page.
      sx={{
        borderBottom: 1,
        borderColor: 'divider',
        mb: 1,
        maxWidth: { xs: 'calc(100vw - 16px)', md: '100%' },
      }}
    >
      {contentSections.map((section) => (
        <Tab
          key={section.key}
          component={Link}
          to={section.to}
          label={translate(`content.sections.${section.key}`)}
        />
      ))}
    </Tabs>
  );
}
