/**
 * The address while the gallery lightbox is open (docs/product/site-pages.md#gallery): opening adds `#gallery-N` to the
 * address as a new history entry, moving between images rewrites it in place, and closing goes
 * back to the original address, so Back never reopens a closed lightbox and never leaves the page
 * while one is open (Back closes it instead). The router's history state is kept on every entry.
 */
export interface BrowserHistory {
  readonly state: unknown;
  pushState(data: unknown, unused: string, url?: string | null): void;
  replaceState(data: unknown, unused: string, url?: string | null): void;
  back(): void;
}
export interface BrowserLocation {
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
}

const hashPattern = /^#gallery-(\d+)$/;

/** The address fragment for the image at `index` (0-based), counted from 1 for people. */
export function galleryHash(index: number): string {
  return `#gallery-${index + 1}`;
}

/** The 0-based image index a fragment points at, or null when it is not a gallery fragment. */
export function galleryIndexFromHash(hash: string, count: number): number | null {
  const match = hashPattern.exec(hash);
  if (!match) return null;
  const index = Number(match[1]) - 1;
  return index >= 0 && index < count ? index : null;
}

export interface GalleryHistory {
  /** The lightbox opened at `index`. */
  opened(index: number): void;
  /** The lightbox now shows `index`. */
  viewed(index: number): void;
  /** The lightbox closed by itself (button, Escape, backdrop, swipe): restore the address. */
  closed(): void;
  /**
   * The address changed under us (Back / Forward): the image the lightbox should now show, or
   * null when it should be closed.
   */
  popped(): number | null;
}

export function createGalleryHistory(
  history: BrowserHistory,
  location: BrowserLocation,
  count: number,
): GalleryHistory {
  /** True while the current entry is one we pushed, so going back restores the original. */
  let ownEntry = false;
  const url = (hash: string) => `${location.pathname}${location.search}${hash}`;
  const current = () => galleryIndexFromHash(location.hash, count);

  return {
    opened(index) {
      if (current() === null) {
        history.pushState(history.state, '', url(galleryHash(index)));
        ownEntry = true;
      } else {
        // Opened from a shared link that already points at an image: rewrite, do not stack.
        history.replaceState(history.state, '', url(galleryHash(index)));
      }
    },
    viewed(index) {
      if (current() === null || current() === index) return;
      history.replaceState(history.state, '', url(galleryHash(index)));
    },
    closed() {
      if (current() === null) return;
      if (ownEntry) {
        ownEntry = false;
        history.back();
      } else {
        history.replaceState(history.state, '', url(''));
      }
    },
    popped() {
      const index = current();
      // Forward onto an image entry makes it ours again; anything else leaves the gallery.
      ownEntry = index !== null;
      return index;
    },
  };
}
