import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button as MuiButton, IconButton, Stack, Tab, Tabs, Tooltip } from '@mui/material';
import { useState } from 'react';
import {
  ArrayInput,
  SimpleFormIterator,
  TextInput,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
  useResourceContext,
  useTranslate,
  type TextInputProps,
} from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import type { AdminDataProvider } from '../providers/data-provider';
import { keepText } from '../ui';

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
      alt={translate('ui.image.preview')}
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
  { key: 'photos', to: '/site-images' },
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
