import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createShareImages } from './share-images.ts';

const id = 'b'.repeat(32);

/** A media store holding one real 1600×1000 WebP, counting how often it is read. */
async function counted() {
  const webp = await sharp({
    create: { width: 1600, height: 1000, channels: 3, background: '#7a2e3a' },
  })
    .webp()
    .toBuffer();
  const reads = { count: 0 };
  const images = createShareImages({
    media: {
      largestVariant: async (mediaId) => {
        reads.count += 1;
        return mediaId === id ? webp : null;
      },
    },
    siteImages: { photos: async () => ({}) },
    drawingsDir: '/nonexistent',
  });
  return { images, reads };
}

describe('share images', () => {
  it('render a picture asked for many times at once only once', async () => {
    const { images, reads } = await counted();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => images.photo(`${id}-50-50.jpg`)),
    );
    expect(reads.count).toBe(1);
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    const meta = await sharp(answers[0]!).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630]);
    await images.photo(`${id}-50-50.jpg`);
    expect(reads.count).toBe(1);
  });

  it('answer null to a photo it does not have, and try again next time', async () => {
    const { images, reads } = await counted();
    expect(await images.photo(`${'c'.repeat(32)}-50-50.jpg`)).toBeNull();
    expect(await images.photo(`${'c'.repeat(32)}-50-50.jpg`)).toBeNull();
    expect(reads.count).toBe(2);
  });
});
