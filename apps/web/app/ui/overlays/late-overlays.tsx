import { AgePrompt } from './age-prompt';
import { BackToTop } from './back-to-top';
import { CookieBanner } from './cookie-banner';
import { GlobalLoading } from './global-loading';

/**
 * The overlays that show only after a while, a scroll or a request (back to top, the age prompt
 * after 6 s, the cookie banner after 5 s, the loading bar after 200 ms of a request): the server
 * renders none of them, so their code loads after the page has hydrated (lazy-overlays.tsx), not
 * with its first scripts.
 */
export default function LateOverlays({ guestPage }: { guestPage: boolean }) {
  return (
    <>
      <GlobalLoading />
      <BackToTop />
      {guestPage ? null : <AgePrompt />}
      <CookieBanner inFlow={guestPage} />
    </>
  );
}
