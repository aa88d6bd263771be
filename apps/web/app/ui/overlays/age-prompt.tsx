import { useEffect, useRef, useState } from 'react';
import { useLang, useT } from '~/i18n/i18n';
import { acceptAge, isAgeAccepted } from './consent';
import { useConsent } from './consent-context';
import { Modal } from './modal';
import { pageClock, timerFrom } from './navigation-clock';
import { shellTimings } from './timings';

/** Where "No" sends a visitor under drinking age: the Portuguese addiction-prevention service. */
const leaveUrl = 'https://www.sicad.pt';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

/**
 * docs/product/site-pages.md#shell-and-overlays: 6 s after load, unless this language's marker is in session storage. Yes sets the
 * marker (where is decided in docs/decisions/006-shell-overlays-and-consent.md); No leaves the site. Never on guest pages (the
 * shell does not render it there). It never stacks on the cookie banner: a visitor with no stored
 * cookie choice meets it once the banner is answered (docs/decisions/104-overlays-and-menus.md).
 */
export function AgePrompt() {
  const t = useT();
  const lang = useLang();
  const { consent, ready, bannerOpen } = useConsent();
  const [due, setDue] = useState(false);
  const [answered, setAnswered] = useState(false);
  // The first language counts from the navigation start, however late this code mounted; a
  // language switched to later counts from the switch (decision 123).
  const mounted = useRef(false);

  useEffect(() => {
    setAnswered(false);
    setDue(false);
    const startMs = mounted.current ? pageClock() : 0;
    mounted.current = true;
    if (isAgeAccepted(sessionStore(), lang)) return;
    return timerFrom(() => setDue(true), shellTimings.agePromptDelayMs, startMs);
  }, [lang]);

  const open = due && !answered && ready && consent !== 'unknown' && !bannerOpen;

  return (
    <Modal open={open} labelledBy="age-prompt-title" dismissible={false}>
      {/* Focus on the question, never on "No": Enter or a key typed as it opens leaves nobody
          off the site (WCAG 3.2.1). */}
      <h2
        id="age-prompt-title"
        tabIndex={-1}
        data-autofocus
        className="font-serif text-3xl font-semibold text-wine outline-none"
      >
        {t('age.title')}
      </h2>
      <p className="mt-3">{t('age.question')}</p>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <a
          href={leaveUrl}
          rel="noopener noreferrer"
          className="rounded border-2 border-wine px-4 py-2 text-center font-semibold text-wine hover:bg-wine/5"
        >
          {t('age.no')}
        </a>
        <button
          type="button"
          onClick={() => {
            acceptAge(sessionStore(), lang);
            setAnswered(true);
          }}
          className="rounded border-2 border-wine bg-wine px-4 py-2 font-semibold text-white hover:bg-wine-dark"
        >
          {t('age.yes')}
        </button>
      </div>
    </Modal>
  );
}
