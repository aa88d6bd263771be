import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { readConsent, writeConsent, type Consent } from './consent';

interface ConsentState {
  /** 'unknown' on the server and until the stored choice has been read. */
  consent: Consent;
  /** True once the stored choice has been read in the browser. */
  ready: boolean;
  bannerOpen: boolean;
  accept(): void;
  decline(): void;
  /** Opens the banner again so the visitor can change the choice (footer link). */
  reopen(): void;
  closeBanner(): void;
}

const ConsentContext = createContext<ConsentState | null>(null);

export function useConsent(): ConsentState {
  const state = useContext(ConsentContext);
  if (!state) throw new Error('useConsent outside ConsentProvider');
  return state;
}

function browserStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

export function ConsentProvider({ children }: { children: React.ReactNode }) {
  const [consent, setConsent] = useState<Consent>('unknown');
  const [ready, setReady] = useState(false);
  const [bannerOpen, setBannerOpen] = useState(false);

  // A transition, so the consumers' re-render after hydration comes in short slices
  // (docs/decisions/140-hydration-in-short-tasks.md).
  useEffect(() => {
    startTransition(() => {
      setConsent(readConsent(browserStorage()));
      setReady(true);
    });
  }, []);

  const choose = useCallback((accepted: boolean) => {
    writeConsent(browserStorage(), accepted);
    setConsent(accepted ? 'accepted' : 'declined');
    setBannerOpen(false);
  }, []);

  const value = useMemo<ConsentState>(
    () => ({
      consent,
      ready,
      bannerOpen,
      accept: () => choose(true),
      decline: () => choose(false),
      reopen: () => setBannerOpen(true),
      closeBanner: () => setBannerOpen(false),
    }),
    [consent, ready, bannerOpen, choose],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
