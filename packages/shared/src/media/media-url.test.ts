import { describe, expect, it } from 'vitest';
import {
  coverSizes,
  isMediaPdfUrl,
  mediaImageUrl,
  mediaSrcSet,
  mediaVariantWidths,
  parseMediaImageUrl,
} from './media-url.ts';

const id = '0123456789abcdef0123456789abcdef';

describe('media URLs', () => {
  it.each([
    [4000, [320, 640, 960, 1600, 2400, 3200]],
    [3200, [320, 640, 960, 1600, 2400, 3200]],
    [2000, [320, 640, 960, 1600, 2000]],
    [1600, [320, 640, 960, 1600]],
    [1000, [320, 640, 960, 1000]],
    [640, [320, 640]],
    [321, [320, 321]],
    [320, [320]],
    [100, [100]],
  ])('stores an image %i px wide at %j without upscaling', (width, widths) => {
    expect(mediaVariantWidths(width)).toEqual(widths);
  });

  it('sizes a covering image by the box height times its aspect when the box is narrower', () => {
    expect(coverSizes({ width: 3200, height: 1800 }, [{ width: '100vw', height: '100svh' }])).toBe(
      'max(100vw, calc(100svh * 1.7778))',
    );
    expect(
      coverSizes({ width: 2400, height: 1600 }, [
        { media: '(min-width: 768px)', width: '100vw', height: '60vh' },
        { width: '100vw', height: 'calc(100svh - 4rem)' },
      ]),
    ).toBe(
      '(min-width: 768px) max(100vw, calc(60vh * 1.5)), max(100vw, calc(calc(100svh - 4rem) * 1.5))',
    );
  });

  it('reads back what an upload stored in image_url', () => {
    const url = mediaImageUrl(id, 960, 1440);
    expect(url).toBe(`/media/${id}/960.webp#960x1440`);
    const image = parseMediaImageUrl(url)!;
    expect(image).toEqual({ id, width: 960, height: 1440, widths: [320, 640, 960] });
    expect(mediaSrcSet(image, 'avif')).toBe(
      `/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/960.avif 960w`,
    );
  });

  it.each([
    null,
    '',
    '/images/wines/exmo.svg',
    `/media/${id}/960.webp`,
    `/media/${id}/960.webp#961x1440`,
    `/media/${id}/960.avif#960x1440`,
    `https://evil.example/media/${id}/960.webp#960x1440`,
    `/media/${id}/0.webp#0x10`,
  ])('treats %s as a plain URL', (url) => {
    expect(parseMediaImageUrl(url)).toBeNull();
  });

  it('recognises uploaded PDFs only', () => {
    expect(isMediaPdfUrl(`/media/${id}.pdf`)).toBe(true);
    expect(isMediaPdfUrl('/media/technical-sheets/pt/exmo.pdf')).toBe(false);
    expect(isMediaPdfUrl(`/media/${id}.pdf?x`)).toBe(false);
  });
});
