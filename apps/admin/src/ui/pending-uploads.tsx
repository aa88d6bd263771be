import { Stack, Typography } from '@mui/material';
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { HttpError, SaveButton, useTranslate } from 'react-admin';

interface PendingUploads {
  /** Whether a file of this form is still on its way to the server. */
  pending: boolean;
  /** Counts an upload as pending until it settles, and hands back its result. */
  track: <T>(upload: Promise<T>) => Promise<T>;
}

const alone: PendingUploads = { pending: false, track: (upload) => upload };
const Context = createContext<PendingUploads>(alone);

/**
 * Wraps a form whose inputs upload files: while one is on its way, the form's save button is
 * disabled and says why (issue 29 point 15: a wine saved during "A enviar…" lost its photo).
 */
export function PendingUploadsProvider({ children }: { children: ReactNode }) {
  const [count, setCount] = useState(0);
  const track = useCallback(<T,>(upload: Promise<T>) => {
    setCount((n) => n + 1);
    return upload.finally(() => setCount((n) => n - 1));
  }, []);
  const value = useMemo(() => ({ pending: count > 0, track }), [count, track]);
  return <Context.Provider value={value}>{children}</Context.Provider>;
}

export const usePendingUploads = () => useContext(Context);

/** Beside a save button: why it waits, while a file of the form is uploading. */
export function PendingUploadsNotice() {
  const translate = useTranslate();
  const { pending } = usePendingUploads();
  return pending ? (
    <Typography variant="body2" role="status" color="text.secondary" data-testid="upload-wait">
      {translate('ui.image.wait_for_upload')}
    </Typography>
  ) : null;
}

/**
 * What to say under a file input when its upload was refused: the server's reason for `file`,
 * in the admin's language (the data provider translated it), else the call's message.
 */
export function uploadRefusal(error: unknown, fallback: string): string {
  if (error instanceof HttpError) {
    const errors = (error.body as { errors?: Record<string, string> } | undefined)?.errors;
    return errors?.file ?? errors?.body ?? error.message ?? fallback;
  }
  return fallback;
}

/** react-admin's save button, disabled with its reason while a file of the form is uploading. */
export function SaveAfterUploads() {
  const { pending } = usePendingUploads();
  return (
    <Stack direction="row" spacing={2} alignItems="center" flexWrap="wrap" useFlexGap>
      <SaveButton disabled={pending} />
      <PendingUploadsNotice />
    </Stack>
  );
}
