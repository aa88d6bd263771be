import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The server's HTML is the whole page: let the browser paint it before hydration takes the main
// thread (one frame, ~16 ms later for interaction), so the first and largest paints never wait
// for React (docs/decisions/112-fast-public-pages.md). A hidden tab gets no animation frames, so
// it hydrates at once.
if (document.visibilityState === 'hidden') hydrate();
else requestAnimationFrame(() => setTimeout(hydrate, 0));
