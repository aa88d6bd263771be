import { testDatabaseKinds } from '@mdc/db';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffAccount } from '../api/admin/admin-test-support.ts';
import { createPageTestApp } from '../security/page-test-app.ts';
import type { TestApp } from '../test-support/test-app.ts';

const origin = 'https://vinhos.example';

/** The content of a `<meta property=…>` of a page. */
const metaOf = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1];

/** The Open Graph picture of a page, as a link preview reads it. */
function shareTags(html: string) {
  return {
    image: metaOf(html, 'og:image'),
    type: metaOf(html, 'og:image:type'),
    width: metaOf(html, 'og:image:width'),
    height: metaOf(html, 'og:image:height'),
    alt: metaOf(html, 'og:image:alt'),
  };
}

/**
 * Issue 30 as a crawler and a reader of the HTML meet it (decision 123): link previews get a
 * 1200×630 PNG or JPEG that loads, with its alt text; the house page preloads its photo, not its
 * icons; the texts a Portuguese or French reader noticed.
 */
describe.each(testDatabaseKinds)('link previews and page texts on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createPageTestApp(kind);
  }, 120_000);
  afterAll(() => t?.close());

  const page = async (url: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'user-agent': 'Mozilla/5.0' },
    });
    expect(res.statusCode, url).toBe(200);
    return res.body;
  };

  /** Fetches the picture a page shares and checks it is a 1200×630 image of its stated type. */
  const expectSharedPicture = async (tags: ReturnType<typeof shareTags>) => {
    expect(tags.image?.startsWith(`${origin}/share/`)).toBe(true);
    expect(tags).toMatchObject({ width: '1200', height: '630' });
    const res = await t.app.inject({ method: 'GET', url: tags.image!.slice(origin.length) });
    expect(res.statusCode, tags.image).toBe(200);
    expect(res.headers['content-type']).toBe(tags.type);
    const meta = await sharp(res.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: tags.type === 'image/png' ? 'png' : 'jpeg',
      width: 1200,
      height: 630,
    });
  };

  it('shares a rendered 1200×630 PNG with alt text in the page’s language, never an SVG', async () => {
    for (const [url, alt] of [
      ['/', /Monte das Cegonhas/],
      ['/formulario-contacto', /^Contacte-nos \| Monte das Cegonhas$/],
      ['/en/contact-form', /^Contact Us \| Monte das Cegonhas$/],
      ['/vinhos/exmo', /^Exmo 2023 \| Monte das Cegonhas$/],
      ['/en/wines-list', /^Wines \| Monte das Cegonhas$/],
    ] as const) {
      const tags = shareTags(await page(url));
      expect(tags.type, url).toBe('image/png');
      expect(tags.image, url).toMatch(/\.png$/);
      expect(tags.alt, url).toMatch(alt);
      await expectSharedPicture(tags);
    }
  });

  it('shares the hero photo staff uploaded, cropped to 1200×630 as a JPEG with its alt', async () => {
    const staff = await staffAccount(t.app);
    const photo = await sharp({
      create: { width: 2000, height: 1500, channels: 3, background: { r: 60, g: 110, b: 50 } },
    })
      .jpeg()
      .toBuffer();
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media/',
      payload: photo,
      headers: {
        authorization: `Bearer ${staff.access}`,
        'content-type': 'image/jpeg',
        'x-file-name': 'vinha.jpg',
      },
    });
    expect(uploaded.statusCode).toBe(201);
    const put = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/site-images/home-hero-vineyard/',
      headers: { authorization: `Bearer ${staff.access}` },
      payload: {
        media_id: uploaded.json().id,
        alt: { pt: 'A vinha ao nascer do sol', en: 'The vineyard at sunrise' },
        focus_x: 30,
        focus_y: 60,
      },
    });
    expect(put.statusCode).toBe(200);

    const pt = shareTags(await page('/'));
    expect(pt).toMatchObject({ type: 'image/jpeg', alt: 'A vinha ao nascer do sol' });
    expect(pt.image).toMatch(new RegExp(`/share/photo/${uploaded.json().id}-30-60\\.jpg$`));
    await expectSharedPicture(pt);
    expect(shareTags(await page('/en')).alt).toBe('The vineyard at sunrise');

    // Only the crops the site shows are made: another focal point is not found.
    const other = await t.app.inject({
      method: 'GET',
      url: `/share/photo/${uploaded.json().id}-10-10.jpg`,
    });
    expect(other.statusCode).toBe(404);
    // Nor is the shown crop under a second name (one picture, one cache entry).
    for (const name of ['030-60', '30-060', '030-060']) {
      const url = `/share/photo/${uploaded.json().id}-${name}.jpg`;
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('answers 400 to a malformed share picture name and 404 to a drawing that does not exist', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/share/images/..%2F..%2Fsecret.png' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/\*|path/);
    const missing = await t.app.inject({ method: 'GET', url: '/share/images/hero/nothing.png' });
    expect(missing.statusCode).toBe(404);
    // What a bot may send: never a 500, never a file outside the drawings.
    const odd = {
      '/share/images/': 400,
      '/share/images/hero/%00.png': 400,
      // Decoded to /package.png before routing: a page that does not exist.
      '/share/images/%2e%2e/%2e%2e/package.png': 404,
      [`/share/images/${'a/'.repeat(120)}x.png`]: 400,
      '/share/images/hero': 400,
      '/share/images/hero/three-bottles.svg': 400,
      '/share/images/hero/three-bottles.PNG': 400,
      '/share/photo/': 400,
      '/share/photo/x.jpg': 400,
      [`/share/photo/${'f'.repeat(32)}-50-50.jpg`]: 404,
      [`/share/photo/${'f'.repeat(32)}-050-50.jpg`]: 404,
      [`/share/photo/${'f'.repeat(32)}-999-999.jpg`]: 404,
      [`/share/photo/${'f'.repeat(32)}-9999999999999999999999-1.jpg`]: 400,
      [`/share/photo/${'F'.repeat(32)}-50-50.jpg`]: 400,
    };
    for (const [url, status] of Object.entries(odd)) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(status);
    }
  });

  it('preloads the house page’s main photo at high priority and none of its icons', async () => {
    const html = await page('/casa-alojamento');
    const head = html.slice(0, html.indexOf('</head>'));
    const preloads = [...head.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    // The header's logo, then the main photo at high priority: no icon (React preloads up to
    // ten eager images in document order, which were the logo and the first icons).
    expect(preloads).toEqual([
      '<link rel="preload" as="image" href="/images/logo.svg"/>',
      '<link rel="preload" as="image" href="/images/content/house-entrance.svg" fetchPriority="high"/>',
    ]);
    // The icons are still on the page, loaded lazily.
    expect(html).toMatch(
      /<img src="\/images\/icons\/[a-z-]+\.svg" alt="" width="48" height="48" loading="lazy"/,
    );
  });

  it('writes the French colon with a narrow no-break space on the guest page', async () => {
    const estate = await t.app.services.settings.getEstate();
    const html = await page(`/fr/hellofrom${estate.slug}-info`);
    expect(html).toContain('Coordonnées\u202F:');
    expect(html).toContain('Bonjour\u202F!');
    expect(html).not.toMatch(/Coordonnées ?:/);
    // English keeps its own colon.
    expect(await page(`/en/hellofrom${estate.slug}-info`)).toContain('Coordinates:');
  });

  it('gives the mobile number its notice, the map its article and the wine its °C', async () => {
    const contact = await page('/formulario-contacto');
    expect(contact).toContain('Chamada para a rede fixa nacional');
    // Beside the number on the page and in the footer.
    expect(contact.match(/>Chamada para a rede móvel nacional<\/span>/g)).toHaveLength(2);
    expect(await page('/en/contact-form')).toContain('Call to a national mobile network');
    expect(await page('/vinhos/exmo')).toContain('16–18 °C');
    // The wine page's price speaks the page's words (the shop's catalogue travels with it).
    const onSale = await page('/vinhos/bosque-destinto');
    expect(onSale).toContain('Preço mais baixo nos últimos 30 dias');
    expect(onSale).not.toMatch(/>shop\.price\./);
    const privacy = await page('/politica-privacidade-cookies');
    expect(privacy).toContain('Última atualização: 1 de agosto de 2025.');
    expect(await page('/pagina-de-enoturismo')).toContain(
      'De 15 de agosto a 15 de outubro há dias de vindima',
    );
  });

  it('shows a wine’s vintage once on its card', async () => {
    const html = await page('/lista-de-vinhos');
    const card = html.slice(html.indexOf('>Exmo</h2>'), html.indexOf('>Destinto</h2>'));
    expect(card).toContain('Tinto Reserva 2023');
    expect(card.match(/2023/g)).toHaveLength(1);
  });
});
