import { media, mediaVariants, testDatabaseKinds } from '@mdc/db';
import { parseMediaImageUrl } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApp } from './admin-test-support.ts';

/** A real image made in the test, with an EXIF block that the upload must strip. */
const makeImage = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'avif') => {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 120, g: 30, b: 60 } },
  }).withExif({ IFD0: { Copyright: 'secret-camera-owner' } });
  return image[format]().toBuffer();
};

/** A picture with detail in every block (so its compressed data is dense, as a photo's is). */
const makePhoto = (width: number, height: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++)
    pixels[i] = (i * 7 + Math.floor(i / (width * 3)) * 3) & 255;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
};

/** A PNG's IHDR rewritten to claim another size, with its CRC made right again (so only the data lies). */
function pngClaiming(png: Buffer, width: number, height: number) {
  const copy = Buffer.from(png);
  copy.writeUInt32BE(width, 16);
  copy.writeUInt32BE(height, 20);
  copy.writeUInt32BE(crc32(copy.subarray(12, 29)) >>> 0, 29);
  return copy;
}

/** Bytes from `start` overwritten by a fixed pseudo-random sequence. */
function scrambled(bytes: Buffer, start: number, length: number) {
  const copy = Buffer.from(bytes);
  let seed = 12345;
  for (let i = start; i < Math.min(start + length, copy.length - 2); i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    copy[i] = (seed >> 16) & 0xff;
  }
  return copy;
}

const tinyPdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

describe.each(testDatabaseKinds)('media uploads on %s', (kind) => {
  const test = adminTestApp(kind);

  const upload = (body: Buffer | string, contentType: string, name = 'photo.png') =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: body,
      headers: {
        authorization: `Bearer ${test.staff.access}`,
        'content-type': contentType,
        'x-file-name': encodeURIComponent(name),
      },
    });
  const get = (url: string) => test.app.inject({ method: 'GET', url });

  it('resizes a PNG to WebP and AVIF widths without upscaling and serves them for a year', async () => {
    const png = await makeImage(1000, 1500, 'png');
    const res = await upload(png, 'image/png', 'garrafa é.png');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'image', width: 1000, height: 1500 });
    expect(body.id).toMatch(/^[0-9a-f]{32}$/);
    expect(body.url).toBe(`/media/${body.id}/1000.webp#1000x1500`);
    expect(parseMediaImageUrl(body.url)?.widths).toEqual([320, 640, 960, 1000]);

    const variants = await test
      .db()
      .select({ width: mediaVariants.width, format: mediaVariants.format })
      .from(mediaVariants)
      .where(eq(mediaVariants.mediaId, body.id));
    expect(variants).toHaveLength(8);
    const [row] = await test.db().select().from(media).where(eq(media.id, body.id));
    expect(row).toMatchObject({
      kind: 'image',
      contentType: 'image/png',
      originalName: 'garrafa é.png',
    });

    for (const format of ['webp', 'avif'] as const) {
      const file = await get(`/media/${body.id}/640.${format}`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe(`image/${format}`);
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      const meta = await sharp(file.rawPayload).metadata();
      expect(meta.width).toBe(640);
      expect(meta.height).toBe(960);
      expect(meta.exif).toBeUndefined();
    }
    expect((await get(`/media/${body.id}/1600.webp`)).statusCode).toBe(404);
  });

  it('makes 2400 and 3200 px variants of a large photo, and an older upload gets them when uploaded again', async () => {
    const jpeg = await makeImage(3400, 1700, 'jpeg');
    const first = (await upload(jpeg, 'image/jpeg')).json();
    expect(first.url).toBe(`/media/${first.id}/3200.webp#3200x1600`);
    expect(parseMediaImageUrl(first.url)?.widths).toEqual([320, 640, 960, 1600, 2400, 3200]);
    const widths = async () =>
      (
        await test
          .db()
          .select({ width: mediaVariants.width })
          .from(mediaVariants)
          .where(eq(mediaVariants.mediaId, first.id))
      )
        .map((row) => row.width)
        .sort((a, b) => a - b);
    expect(await widths()).toEqual([
      320, 320, 640, 640, 960, 960, 1600, 1600, 2400, 2400, 3200, 3200,
    ]);
    const wide = await get(`/media/${first.id}/2400.avif`);
    expect(wide.statusCode).toBe(200);
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(2400);

    // As stored before decision 122: nothing above 1600 px.
    await test.db().delete(mediaVariants).where(eq(mediaVariants.mediaId, first.id));
    await test
      .db()
      .insert(mediaVariants)
      .values({
        mediaId: first.id,
        format: 'webp',
        width: 1600,
        height: 800,
        data: Buffer.from('x'),
      });
    expect((await get(`/media/${first.id}/3200.webp`)).statusCode).toBe(404);
    const again = (await upload(jpeg, 'image/jpeg')).json();
    expect(again.url).toBe(`/media/${first.id}/3200.webp#3200x1600`);
    expect(await widths()).toEqual([320, 320, 640, 640, 960, 960, 1600, 2400, 2400, 3200, 3200]);
    expect((await get(`/media/${first.id}/3200.webp`)).statusCode).toBe(200);
    // A file uploaded again with nothing missing is left as it was.
    expect((await upload(jpeg, 'image/jpeg')).json()).toEqual(again);
  });

  it('gives the same file the same id', async () => {
    const jpeg = await makeImage(400, 300, 'jpeg');
    const first = (await upload(jpeg, 'image/jpeg')).json();
    const second = (await upload(jpeg, 'image/jpeg', 'again.jpg')).json();
    expect(second).toEqual(first);
    expect(first.url).toBe(`/media/${first.id}/400.webp#400x300`);
  });

  it('accepts WebP and AVIF originals', async () => {
    for (const format of ['webp', 'avif'] as const) {
      const res = await upload(await makeImage(200, 100, format), `image/${format}`);
      expect(res.statusCode, format).toBe(201);
      expect(res.json().url).toMatch(/\/200\.webp#200x100$/);
    }
  });

  it('stores and serves a PDF', async () => {
    const res = await upload(tinyPdf, 'application/pdf', 'ficha.pdf');
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ kind: 'pdf', url: `/media/${body.id}.pdf`, width: null });
    const file = await get(body.url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(tinyPdf)).toBe(true);
  });

  it('judges by content: a PNG sent as a PDF is an image, a text claiming PNG is refused', async () => {
    const png = await makeImage(50, 50, 'png');
    const renamed = await upload(png, 'application/pdf', 'sheet.pdf');
    expect(renamed.statusCode).toBe(201);
    expect(renamed.json().kind).toBe('image');

    const text = await upload('hello, I am not a picture at all', 'image/png', 'fake.png');
    expect(text.statusCode).toBe(415);
    expect(text.json().fields).toHaveProperty('file');

    // Starts like a PNG but is not one: sharp cannot decode it.
    const truncated = await upload(png.subarray(0, 40), 'image/png');
    expect(truncated.statusCode).toBe(415);
    // A PDF header with nothing after it.
    expect((await upload('%PDF-1.4 but nothing else', 'application/pdf')).statusCode).toBe(415);
  });

  /** A refusal that names `file` with its code, never a 500 (issue 29 point 5, issue 30 point 7). */
  async function expectRefused(
    res: Awaited<ReturnType<typeof upload>>,
    status: number,
    code: string,
  ) {
    expect(res.statusCode, res.body).toBe(status);
    const body = res.json();
    expect(body.code).toBe(code);
    expect(Object.keys(body.fields)).toEqual(['file']);
    return body;
  }

  it('refuses damaged pictures with 422 naming the file: broken chunk, truncated, lying header, garbage data', async () => {
    const stored = async () => (await test.db().select({ id: media.id }).from(media)).length;
    const before = await stored();
    const png = await makePhoto(600, 400).png().toBuffer();
    const idat = png.indexOf('IDAT');
    const brokenChunk = Buffer.from(png);
    for (let i = idat + 20; i < idat + 60; i++) brokenChunk[i]! ^= 0x5a;
    await expectRefused(await upload(brokenChunk, 'image/png'), 422, 'image_damaged');
    await expectRefused(
      await upload(png.subarray(0, Math.floor(png.length / 2)), 'image/png'),
      422,
      'image_damaged',
    );
    // The header says 5000 × 5000 (a valid IHDR), the data holds 600 × 400.
    await expectRefused(
      await upload(pngClaiming(png, 5000, 5000), 'image/png'),
      422,
      'image_damaged',
    );

    const big = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: { r: 90, g: 40, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const cut = await expectRefused(
      await upload(big.subarray(0, 3000), 'image/jpeg'),
      422,
      'image_damaged',
    );
    expect(cut.fields.file).toMatch(/damaged or incomplete/);

    // Garbage in the middle of the picture data: a resize alone shrinks on load and let it
    // through as stripes; the whole picture must decode.
    const jpeg = await makePhoto(1200, 800).jpeg({ quality: 90 }).toBuffer();
    const middle = Math.floor(jpeg.length / 2);
    await expectRefused(
      await upload(scrambled(jpeg, middle, 2000), 'image/jpeg'),
      422,
      'image_damaged',
    );
    expect(await stored()).toBe(before);
  });

  it('refuses an image of more than 50 megapixels by its size, with the limit', async () => {
    const png = await makeImage(64, 64, 'png');
    const body = await expectRefused(
      await upload(pngClaiming(png, 20_000, 20_000), 'image/png'),
      422,
      'image_too_many_pixels',
    );
    expect(body.args).toEqual({ width: 20000, height: 20000, megapixels: 400, limit: 50 });
    expect(body.fields.file).toBe('has 20000 × 20000 pixels, more than 50 megapixels');
  });

  it('refuses an SVG, whatever its label, as an SVG naming the file', async () => {
    const svg =
      '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    for (const type of ['image/svg+xml', 'image/png', 'text/plain', 'application/octet-stream']) {
      await expectRefused(await upload(svg, type, 'logo.svg'), 415, 'file_svg');
    }
    await expectRefused(await upload('GIF89a not really', 'image/gif', 'a.gif'), 415, 'file_type');
  });

  it('refuses other content types (415) and bodies over 10 MB (413)', async () => {
    expect((await upload('<svg onload="alert(1)"/>', 'image/svg+xml')).statusCode).toBe(415);
    const text = await upload('x', 'text/plain');
    expect(text.statusCode).toBe(415);
    expect(text.json().code).toBe('file_type');
    const big = Buffer.alloc(10 * 1024 * 1024 + 1, 1);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
  });

  it.each([
    ['/media/not-an-id/320.webp', 400],
    [`/media/${'a'.repeat(32)}/320.gif`, 400],
    [`/media/${'a'.repeat(32)}/abc.webp`, 400],
    [`/media/${'a'.repeat(32)}/320.webp`, 404],
    [`/media/${'a'.repeat(32)}.pdf`, 404],
    ['/media/../../etc/passwd.pdf', 404],
    ['/media/evil.pdf', 400],
  ])('answers %s with %i, never a 500', async (url, status) => {
    const res = await get(url);
    expect(res.statusCode).toBe(status);
  });

  it('does not serve an image as a PDF', async () => {
    const png = (await upload(await makeImage(60, 60, 'png'), 'image/png')).json();
    expect((await get(`/media/${png.id}.pdf`)).statusCode).toBe(404);
  });
});
