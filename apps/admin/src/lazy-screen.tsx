import { Box, CircularProgress, Typography } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { useTimeout, useTranslate } from 'react-admin';

/**
 * What stands in for a screen (or a heavy input) while its code arrives: a polite status that
 * says "Loading" after a short wait, so a quick load does not flash a spinner.
 */
export function LoadingStatus() {
  const translate = useTranslate();
  const waitedLongEnough = useTimeout(300);
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, py: 4 }}
    >
      {waitedLongEnough && (
        <>
          <CircularProgress size={32} aria-hidden="true" />
          <Typography color="text.secondary">{translate('ra.page.loading')}</Typography>
        </>
      )}
    </Box>
  );
}

/**
 * One of an area's screens, from a module (the area's screens.ts) that is fetched only when a
 * screen of it is first rendered; LoadingStatus stands in meanwhile. The Suspense boundary is
 * here rather than react-admin's (inside its Layout) so the pages without the layout (the
 * packing slip) get it too. All screens of one module share one request: `import()` of the same
 * path is fetched once.
 */
export function lazyScreen<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
) {
  const Screen = lazy(async (): Promise<{ default: ComponentType }> => ({
    default: (await load())[name],
  }));
  function LazyScreen() {
    return (
      <Suspense fallback={<LoadingStatus />}>
        <Screen />
      </Suspense>
    );
  }
  LazyScreen.displayName = `Lazy(${name})`;
  return LazyScreen;
}
