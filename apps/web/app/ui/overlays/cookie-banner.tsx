import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { pathTo } from '@mdc/shared';
import { useDocumentLang, useShellT } from '~/i18n/i18n';
import { useConsent } from './consent-context';
import { timerFrom } from './navigation-clock';
import { shellTimings } from './timings';

/**
 * docs/product/site-pages.md#shell-and-overlays: the banner appears 5 s after load when no choice is stored. Accept and Decline are
 * equally prominent; Accept fades out before the choice is stored. It speaks the document's language,
 * a guest page's Spanish or French included; on guest pages it sits in the page's flow below the
 * content, so it never covers the language choice (docs/decisions/104-overlays-and-menus.md).
 */
export function CookieBanner({ inFlow = false }: { inFlow?: boolean }) {
  const t = useShellT();
  const lang = useDocumentLang();
  // The cookie policy exists in pt and en: Spanish and French readers get the English one.
  const policyLang = lang === 'pt' ? 'pt' : 'en';
  const { consent, ready, bannerOpen, accept, decline, reopen } = useConsent();
  const [leaving, setLeaving] = useState(false);

  useEffect(() => {
    if (!ready || consent !== 'unknown') return;
    // 5 s from the navigation start, not from when this lazily loaded code mounted (decision 123).
    return timerFrom(reopen, shellTimings.cookieBannerDelayMs);
    // `reopen` is stable enough: it only sets state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, consent]);

  if (!bannerOpen) return null;

  const onAccept = () => {
    setLeaving(true);
    setTimeout(() => {
      setLeaving(false);
      accept();
    }, 300);
  };

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className={`${inFlow ? 'relative mx-auto mb-20 w-full max-w-md sm:rounded-lg sm:border' : 'fixed inset-x-0 bottom-0 z-[60] sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border'} border-t border-ink/10 bg-white p-4 shadow-2xl transition-opacity duration-300 motion-reduce:transition-none ${leaving ? 'opacity-0' : 'opacity-100'}`}
      data-testid="cookie-banner"
    >
      <h2 id="cookie-banner-title" className="font-serif text-2xl font-semibold">
        {t('consent.title')}
      </h2>
      <p className="mt-2 text-sm leading-relaxed">
        {t('consent.text')}{' '}
        <Link
          to={`${pathTo('legal', policyLang)}#cookiesPolicy`}
          hrefLang={policyLang === lang ? undefined : policyLang}
          className="text-wine underline"
        >
          {t('consent.policyLink')}
        </Link>
      </p>
      <div className="mt-4 grid grid-cols-2 gap-3">
        <button
          type="button"
          onClick={decline}
          className="rounded border-2 border-wine px-4 py-2 font-semibold text-wine hover:bg-wine/5"
        >
          {t('consent.decline')}
        </button>
        <button
          type="button"
          onClick={onAccept}
          className="rounded border-2 border-wine bg-wine px-4 py-2 font-semibold text-white hover:bg-wine-dark"
        >
          {t('consent.accept')}
        </button>
      </div>
    </section>
  );
}
