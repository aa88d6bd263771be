import { useEffect, useRef } from 'react';
import type { SiteLang } from '@mdc/shared';
import { useNonce } from '~/ui/nonce';

const scriptUrl = 'https://accounts.google.com/gsi/client';

/** The part of Google Identity Services the login page uses. */
interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (answer: { credential?: string }) => void;
    ux_mode?: 'popup';
  }): void;
  renderButton(parent: HTMLElement, options: Record<string, string | number>): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

let loading: Promise<GoogleIdentity> | undefined;

/** Google's script, once per page, with the CSP nonce of the document (kept by React Router's scripts). */
function loadGoogleIdentity(nonce: string): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = scriptUrl;
    script.async = true;
    script.nonce = nonce || document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || '';
    script.onload = () => {
      const identity = window.google?.accounts?.id;
      if (identity) resolve(identity);
      else reject(new Error('Google sign-in did not load'));
    };
    script.onerror = () => {
      loading = undefined;
      script.remove();
      reject(new Error('Google sign-in did not load'));
    };
    document.head.appendChild(script);
  });
  return loading;
}

/**
 * Google's "Sign in with Google" button (docs/product/accounts.md#login-page), loaded only when the page shows it. The
 * ID token it gives (empty if Google gave none) is handed to `onCredential`; `onUnavailable` hears
 * that the script did not load.
 */
export function GoogleSignIn({
  clientId,
  lang,
  signUp,
  onCredential,
  onUnavailable,
}: {
  clientId: string;
  lang: SiteLang;
  signUp: boolean;
  onCredential: (credential: string) => void;
  onUnavailable: () => void;
}) {
  const nonce = useNonce();
  const box = useRef<HTMLDivElement>(null);
  // The latest handlers, so a re-render does not draw the button again.
  const handlers = useRef({ onCredential, onUnavailable });
  useEffect(() => {
    handlers.current = { onCredential, onUnavailable };
  });

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity(nonce).then(
      (identity) => {
        if (cancelled || !box.current) return;
        identity.initialize({
          client_id: clientId,
          ux_mode: 'popup',
          callback: ({ credential }) => {
            handlers.current.onCredential(credential ?? '');
          },
        });
        identity.renderButton(box.current, {
          theme: 'outline',
          size: 'large',
          shape: 'rectangular',
          text: signUp ? 'signup_with' : 'signin_with',
          locale: lang === 'pt' ? 'pt-PT' : 'en',
          width: Math.min(box.current.clientWidth || 320, 400),
        });
      },
      () => {
        if (!cancelled) handlers.current.onUnavailable();
      },
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, lang, signUp, nonce]);

  return (
    <div ref={box} className="flex min-h-11 w-full justify-center" data-testid="google-sign-in" />
  );
}
