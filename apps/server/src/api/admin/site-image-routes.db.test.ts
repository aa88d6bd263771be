import { siteImages, testDatabaseKinds } from '@mdc/db';
import { imageSlots, parseMediaImageUrl } from '@mdc/shared';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminTestApp, call, customerAccount } from './admin-test-support.ts';

/**
 * A phone's photo: a 2400×1600 JPEG as the sensor stored it, with EXIF orientation 6 (turn 90°
 * clockwise to view), a GPS position and the camera's make. Its stored top-left corner is red, so
 * once upright the red corner is at the top right.
 */
async function phoneJpeg() {
  const red = await sharp({
    create: { width: 400, height: 400, channels: 3, background: { r: 230, g: 0, b: 0 } },
  })
    .png()
    .toBuffer();
  return sharp({
    create: { width: 2400, height: 1600, channels: 3, background: { r: 40, g: 90, b: 60 } },
  })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 85 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Pocket 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '38/1 38/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** The colour of one pixel of an image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at]!, g: data[at + 1]!, b: data[at + 2]! };
}

describe.each(testDatabaseKinds)('site image slots on %s', (kind) => {
  const test = adminTestApp(kind);

  const upload = (body: Buffer | string, contentType = 'image/jpeg') =>
    test.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: body,
      headers: {
        authorization: `Bearer ${test.staff.access}`,
        'content-type': contentType,
        'x-file-name': encodeURIComponent('IMG_2041.JPG'),
      },
    });
  const alt = { pt: 'As vinhas ao nascer do sol', en: 'The vines at sunrise' };

  it('lists every slot of the registry with its drawing and no photo at first', async () => {
    const res = await test.api('GET', '/api/admin/site-images/');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(imageSlots.length);
    expect(data[0]).toMatchObject({
      id: 'home-hero-bottles',
      default_src: '/images/hero/three-bottles.svg',
      photo: null,
    });
  });

  it('turns a phone JPEG upright, resizes it without upscaling, strips EXIF and GPS', async () => {
    const jpeg = await phoneJpeg();
    const original = await sharp(jpeg).metadata();
    expect(original.orientation).toBe(6);
    expect(original.exif?.includes('PhoneMaker')).toBe(true);
    const uploaded = await upload(jpeg);
    expect(uploaded.statusCode).toBe(201);
    const { id, url } = uploaded.json();
    // Upright: 1600 wide, 2400 high.
    expect(parseMediaImageUrl(url)).toMatchObject({ width: 1600, height: 2400 });

    const put = await test.api('PUT', '/api/admin/site-images/home-hero-bottles/', {
      media_id: id,
      alt,
      focus_x: 30,
      focus_y: 65,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().photo).toMatchObject({ media_id: id, url, alt, focus_x: 30, focus_y: 65 });
    expect(await test.app.services.siteImages.photos()).toEqual({
      'home-hero-bottles': { url, alt, focus: { x: 30, y: 65 } },
    });

    for (const [width, format] of [
      [640, 'avif'],
      [1600, 'webp'],
    ] as const) {
      const file = await test.app.inject({ method: 'GET', url: `/media/${id}/${width}.${format}` });
      expect(file.statusCode).toBe(200);
      expect(file.headers['cache-control']).toContain('immutable');
      const served = file.rawPayload;
      const meta = await sharp(served).metadata();
      expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
      expect(meta.width).toBe(width);
      expect(meta.height).toBe(width * 1.5);
      // No EXIF block at all: no camera, no GPS position (EXIF's GPS directory lives in it).
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(served.includes('PhoneMaker')).toBe(false);
      // The stored top-left (red) is now the top right; the top left is the vines' green.
      const topRight = await pixel(served, width - 5, 5);
      const topLeft = await pixel(served, 5, 5);
      expect(topRight.r).toBeGreaterThan(180);
      expect(topRight.g).toBeLessThan(60);
      expect(topLeft.r).toBeLessThan(90);
    }

    const audit = await test.auditOf('site-image', 'home-hero-bottles');
    expect(audit[0]).toMatchObject({ action: 'set', actor: test.staff.email });
  });

  it('refuses missing alt texts, a bad focal point, an unknown slot or upload, naming the field', async () => {
    const { id } = (await upload(await phoneJpeg())).json();
    const put = (slot: string, body: unknown) =>
      test.api('PUT', `/api/admin/site-images/${slot}/`, body);

    const noAlt = await put('gallery-house-pool', { media_id: id, alt: { pt: '  ', en: 'Pool' } });
    expect(noAlt.statusCode).toBe(400);
    expect(noAlt.json().fields).toHaveProperty(['alt.pt']);

    const far = await put('gallery-house-pool', { media_id: id, alt, focus_x: 140 });
    expect(far.statusCode).toBe(400);
    expect(far.json().fields).toHaveProperty('focus_x');

    const slot = await put('gallery-nowhere', { media_id: id, alt });
    expect(slot.statusCode).toBe(400);
    expect(slot.json().fields).toHaveProperty('slot');

    const unknown = await put('gallery-house-pool', { media_id: 'f'.repeat(32), alt });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toHaveProperty('media_id');

    const pdf = await upload(
      '%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
      'application/pdf',
    );
    const notImage = await put('gallery-house-pool', { media_id: pdf.json().id, alt });
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().fields).toHaveProperty('media_id');
  });

  it('judges uploads by their bytes: a HEIC, a renamed text file, a file over 10 MB', async () => {
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic\0\0\0\0mif1')]);
    const heicRes = await upload(heic, 'image/heic');
    expect(heicRes.statusCode).toBe(415);
    expect(heicRes.json().fields).toHaveProperty('file');

    const text = await upload('not a photo, only words', 'application/octet-stream');
    expect(text.statusCode).toBe(415);
    expect(text.json().fields).toHaveProperty('file');

    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 1, 0xff), 'image/jpeg');
    expect(big.statusCode).toBe(413);
    expect(big.json().fields).toHaveProperty('body');
  });

  it('puts the drawing back on reset, and only staff may change a slot', async () => {
    const { id } = (await upload(await phoneJpeg())).json();
    const path = '/api/admin/site-images/region-town/';
    expect((await test.api('PUT', path, { media_id: id, alt })).statusCode).toBe(200);

    const customer = await customerAccount(test.app);
    const denied = await call(test.app, 'PUT', path, {
      token: customer.access,
      body: { media_id: id, alt },
    });
    expect(denied.statusCode).toBe(403);
    expect((await call(test.app, 'DELETE', path)).statusCode).toBe(401);

    const reset = await test.api('DELETE', path);
    expect(reset.statusCode).toBe(200);
    expect(reset.json().photo).toBeNull();
    const rows = await test
      .db()
      .select()
      .from(siteImages)
      .where(eq(siteImages.slot, 'region-town'));
    expect(rows).toEqual([]);
    expect(await test.app.services.siteImages.photos()).not.toHaveProperty('region-town');
  });
});
