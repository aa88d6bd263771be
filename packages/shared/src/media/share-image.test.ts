import { describe, expect, it } from 'vitest';
import { parseSharePhotoFile, shareDrawingSource, shareImageFor } from './share-image.ts';

const id = 'a'.repeat(32);
const photos = {
  'home-hero-vineyard': {
    url: `/media/${id}/1600.webp#1600x1067`,
    alt: { pt: 'Vinha ao nascer do sol', en: 'Vineyard at sunrise' },
    focus: { x: 30, y: 70 },
  },
};

describe('share images', () => {
  it('crop the slot photo around its focal point, with its alt text', () => {
    expect(shareImageFor('/images/hero/vineyard.svg', photos)).toEqual({
      path: `/share/photo/${id}-30-70.jpg`,
      type: 'image/jpeg',
      alt: { pt: 'Vinha ao nascer do sol', en: 'Vineyard at sunrise' },
    });
  });

  it('render a drawing as a PNG when its slot has no photo', () => {
    expect(shareImageFor('/images/hero/three-bottles.svg', photos)).toEqual({
      path: '/share/images/hero/three-bottles.png',
      type: 'image/png',
      alt: null,
    });
    expect(shareImageFor('/images/wines/exmo.svg').path).toBe('/share/images/wines/exmo.png');
  });

  it('crop an uploaded wine picture from its centre', () => {
    expect(shareImageFor(`/media/${id}/960.webp#960x1600`).path).toBe(
      `/share/photo/${id}-50-50.jpg`,
    );
  });

  it('fall back to the default drawing for a page without a picture or an outside one', () => {
    const fallback = '/share/images/hero/three-bottles.png';
    expect(shareImageFor(undefined).path).toBe(fallback);
    expect(shareImageFor('https://example.com/x.svg').path).toBe(fallback);
    expect(shareImageFor('/images/../secret.svg').path).toBe(fallback);
  });

  it('read back what the server is asked for, and nothing else', () => {
    expect(parseSharePhotoFile(`${id}-30-70.jpg`)).toEqual({ id, focus: { x: 30, y: 70 } });
    expect(parseSharePhotoFile(`${id}-101-70.jpg`)).toBeNull();
    expect(parseSharePhotoFile(`${id}-30-70.png`)).toBeNull();
    // One name per crop: leading zeros would make one picture many cache entries.
    expect(parseSharePhotoFile(`${id}-050-50.jpg`)).toBeNull();
    expect(parseSharePhotoFile(`${id}-50-00.jpg`)).toBeNull();
    expect(parseSharePhotoFile(`${id}-0-100.jpg`)).toEqual({ id, focus: { x: 0, y: 100 } });
    expect(shareDrawingSource('images/hero/three-bottles.png')).toBe(
      '/images/hero/three-bottles.svg',
    );
    expect(shareDrawingSource('images/../../etc/passwd.png')).toBeNull();
    expect(shareDrawingSource('images/hero/three-bottles.svg')).toBeNull();
  });
});
