import { AgePrompt } from './age-prompt';
import { BackToTop } from './back-to-top';
import { CookieBanner } from './cookie-banner';

/**
 * The overlays that show only after a while or a scroll (back to top, the age prompt after 6 s,
 * the cookie banner after 5 s): the server renders none of them, so their code loads after the
 * page has hydrated (lazy-overlays.tsx), not with its first scripts.
 */
export default function LateOverlays({ guestPage }: { guestPage: boolean }) {
  return (
    <>
      <BackToTop />
      {guestPage ? null : <AgePrompt />}
      <CookieBanner inFlow={guestPage} />
    </>
  );
}
