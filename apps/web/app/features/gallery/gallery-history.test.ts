import { describe, expect, it } from 'vitest';
import {
  createGalleryHistory,
  galleryHash,
  galleryIndexFromHash,
  type BrowserHistory,
  type BrowserLocation,
} from './gallery-history';

/** A session history with one tab's entries, like the browser's. */
function fakeBrowser(start: string) {
  const entries: { url: string; state: unknown }[] = [{ url: start, state: { idx: 0 } }];
  let at = 0;
  const parsed = () => new URL(entries[at]!.url, 'https://example.pt');
  const location: BrowserLocation = {
    get pathname() {
      return parsed().pathname;
    },
    get search() {
      return parsed().search;
    },
    get hash() {
      return parsed().hash;
    },
  };
  const history: BrowserHistory = {
    get state() {
      return entries[at]!.state;
    },
    pushState(state, _unused, url) {
      entries.splice(at + 1);
      entries.push({ url: url ?? entries[at]!.url, state });
      at += 1;
    },
    replaceState(state, _unused, url) {
      entries[at] = { url: url ?? entries[at]!.url, state };
    },
    back() {
      if (at > 0) at -= 1;
    },
  };
  const address = () => `${location.pathname}${location.search}${location.hash}`;
  return {
    history,
    location,
    address,
    entries,
    forward: () => (at += 1),
    back: () => history.back(),
  };
}

describe('gallery address fragments', () => {
  it('counts images from 1 in the address', () => {
    expect(galleryHash(0)).toBe('#gallery-1');
    expect(galleryIndexFromHash('#gallery-3', 6)).toBe(2);
  });

  it('ignores other fragments and images that do not exist', () => {
    expect(galleryIndexFromHash('', 6)).toBeNull();
    expect(galleryIndexFromHash('#aboutSection', 6)).toBeNull();
    expect(galleryIndexFromHash('#gallery-0', 6)).toBeNull();
    expect(galleryIndexFromHash('#gallery-7', 6)).toBeNull();
    expect(galleryIndexFromHash('#gallery-2x', 6)).toBeNull();
  });
});

describe('gallery history', () => {
  it('adds the image to the address while open and restores the address on close', () => {
    const browser = fakeBrowser('/en?utm=x');
    const gallery = createGalleryHistory(browser.history, browser.location, 6);
    gallery.opened(2);
    expect(browser.address()).toBe('/en?utm=x#gallery-3');
    expect(browser.history.state).toEqual({ idx: 0 });
    gallery.viewed(3);
    expect(browser.address()).toBe('/en?utm=x#gallery-4');
    expect(browser.entries).toHaveLength(2);
    gallery.closed();
    expect(browser.address()).toBe('/en?utm=x');
  });

  it('closes on Back, and reopens on Forward', () => {
    const browser = fakeBrowser('/');
    const gallery = createGalleryHistory(browser.history, browser.location, 6);
    gallery.opened(0);
    browser.back();
    expect(gallery.popped()).toBeNull();
    expect(browser.address()).toBe('/');
    browser.forward();
    expect(gallery.popped()).toBe(0);
    gallery.closed();
    expect(browser.address()).toBe('/');
  });

  it('after Back has closed it, a later close does not go back again', () => {
    const browser = fakeBrowser('/');
    const gallery = createGalleryHistory(browser.history, browser.location, 6);
    gallery.opened(1);
    browser.back();
    gallery.popped();
    gallery.closed();
    expect(browser.address()).toBe('/');
    expect(browser.entries).toHaveLength(2);
  });

  it('opened from a shared link, closing removes the fragment without leaving the page', () => {
    const browser = fakeBrowser('/#gallery-5');
    const gallery = createGalleryHistory(browser.history, browser.location, 6);
    gallery.opened(4);
    expect(browser.entries).toHaveLength(1);
    gallery.closed();
    expect(browser.address()).toBe('/');
    expect(browser.entries).toHaveLength(1);
  });
});
