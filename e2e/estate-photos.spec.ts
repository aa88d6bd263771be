import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { adminServerUrl, signInToAdmin, staffLogin } from './support/admin';
import { phonePhoto } from './support/phone-photo';

/**
 * The estate's photographs in the image slots and a new wine named first
 * (docs/decisions/108-estate-photographs.md). On the admin server, whose data they change; run
 * once (desktop), in this order.
 */
test.use({ baseURL: adminServerUrl() });
test.describe.configure({ mode: 'serial' });

const phone = { width: 412, height: 915 };
const desktop = { width: 1440, height: 900 };

/** The hero's picture as the browser chose it, and the preload the server wrote for it. */
async function heroPicture(page: Page) {
  const img = page.locator('section[data-hero-background="bottles"] img[data-photo]');
  await expect(img).toBeVisible();
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((element: HTMLImageElement) => {
    const preload = document.head.querySelector<HTMLLinkElement>(
      'link[rel="preload"][as="image"][imagesrcset]',
    );
    return {
      currentSrc: element.currentSrc,
      naturalWidth: element.naturalWidth,
      naturalHeight: element.naturalHeight,
      objectPosition: getComputedStyle(element).objectPosition,
      fetchPriority: element.getAttribute('fetchpriority'),
      preload: preload && {
        srcset: preload.getAttribute('imagesrcset'),
        sizes: preload.getAttribute('imagesizes'),
        priority: preload.getAttribute('fetchpriority'),
      },
      ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
    };
  });
}

test('staff put a phone photo in the home hero with alt texts and a focal point', async ({
  page,
  consoleErrors,
}) => {
  // The server turns, strips and encodes eight variants (four widths, AVIF and WebP) of a 2400 px
  // photo before it answers: seconds of sharp's work on a busy two-core machine.
  test.slow();
  await signInToAdmin(page, 'pt');
  await page.goto('/admin/site-images');
  await expect(page.getByRole('heading', { name: 'Início', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: /Início: fundo com as garrafas/ }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Início: fundo com as garrafas' }),
  ).toBeVisible();

  // Not a photo, whatever its name says: refused, saying why.
  const file = page.getByTestId('photo-file');
  await file.setInputFiles({
    name: 'vinha.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('only words, no picture here'),
  });
  await expect(page.getByRole('alert')).toContainText('não é uma imagem JPEG');
  // The refused upload is logged by the browser as a failed request: expected here.
  const expected = consoleErrors.filter((error) => !/status of 415/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...expected);

  await file.setInputFiles({
    name: 'IMG_2041.JPG',
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(2400, 1600),
  });
  const pt = page.getByLabel('Texto alternativo (português)');
  await expect(pt).toBeVisible({ timeout: 60_000 });
  // Saving without the alt texts is refused by the server, naming them.
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(pt).toHaveAttribute('aria-invalid', 'true');
  const rest = consoleErrors.filter((error) => !/status of 400/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...rest);

  await pt.fill('Vinhas ao fim da tarde, com o sol baixo');
  await page.getByLabel('Texto alternativo (inglês)').fill('Vines in the late afternoon sun');
  // The focal point by a click on the picture, then adjusted with the keyboard's numbers.
  const picker = page.getByTestId('focus-picker');
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.6 } });
  await expect(page.getByLabel('Horizontal (%)')).toHaveValue('30');
  await page.getByLabel('Vertical (%)').fill('40');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Fotografia guardada')).toBeVisible();

  // The phone first: with the large variant already in its cache, the browser would keep it.
  for (const viewport of [phone, desktop]) {
    await page.setViewportSize(viewport);
    await page.goto('/');
    await waitForHydration(page);
    const hero = await heroPicture(page);
    // AVIF at a width fitting the screen; upright (the phone stored it sideways).
    expect(hero.currentSrc).toMatch(/\/media\/[0-9a-f]{32}\/\d+\.avif$/);
    const width = Number(/\/(\d+)\.avif$/.exec(hero.currentSrc)![1]);
    // On the phone the 3:2 photo covers a box 851 px high, so it is drawn 1277 px wide
    // (decision 122); on the desktop it is as wide as the screen.
    expect(width).toBe(1600);
    expect(hero.naturalWidth).toBeGreaterThan(hero.naturalHeight);
    expect(hero.objectPosition).toBe('30% 40%');
    expect(hero.fetchPriority).toBe('high');
    // A preload with the photo's AVIF srcset, its sizes and high priority is in the head.
    expect(hero.preload?.srcset).toContain('/media/');
    expect(hero.preload?.srcset).toContain('.avif');
    expect(hero.preload?.sizes).toBeTruthy();
    expect(hero.preload?.priority).toBe('high');
    // Link previews get the photo cropped to 1200×630 around its focal point (decision 123).
    expect(hero.ogImage).toMatch(/\/share\/photo\/[0-9a-f]{32}-30-40\.jpg$/);
  }
});

test('a new wine asks for its name first, proposes its address and takes its opening stock', async ({
  page,
  consoleErrors,
}) => {
  await signInToAdmin(page, 'pt');
  await page.goto('/admin/wines/create');
  const name = page.getByRole('textbox', { name: /^Nome do vinho( \*)?$/ });
  await expect(name).toBeFocused();
  await name.fill('Avó Zeca Branco Reserva');
  const address = page.getByLabel(/^Endereço na loja/);
  await expect(address).toHaveValue('avo-zeca-branco-reserva');

  // An address another wine has: the server refuses it, in the staff member's language.
  await address.fill('exmo');
  await page.getByLabel(/^Garrafas em stock ao criar/).fill('48');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText('Outro vinho já usa este endereço.').first()).toBeVisible();
  // The refused save is logged by the browser as a failed request: expected here.
  const expected = consoleErrors.filter((error) => !/status of 409/.test(error));
  consoleErrors.splice(0, consoleErrors.length, ...expected);

  await address.fill('avo-zeca-branco-reserva');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(/\/admin\/wines\/\d+$/);
  await page.getByRole('tab', { name: 'Textos EN' }).click();
  await expect(page.getByLabel('Nome do vinho (EN)')).toHaveValue('Avó Zeca Branco Reserva');

  // The server kept what the form sent: 48 bottles, one "received" movement.
  const id = /\/wines\/(\d+)$/.exec(page.url())![1];
  const token = await page.evaluate(() => window.localStorage.getItem('admin.accessToken'));
  const headers = { authorization: `Bearer ${token}` };
  const wine = await (await page.request.get(`/api/admin/wines/${id}/`, { headers })).json();
  expect(wine).toMatchObject({ product_url: 'avo-zeca-branco-reserva', bottles_quantity: 48 });
  const moves = await page.request.get(`/api/admin/stock-movements/?wine_id=${id}`, { headers });
  expect((await moves.json()).data).toEqual([
    expect.objectContaining({ change: 48, reason: 'received' }),
  ]);
});

test('home, region and house with photographs, on a phone and a desktop', async ({
  page,
  playwright,
}, testInfo) => {
  const admin = await playwright.request.newContext({
    baseURL: adminServerUrl(),
    extraHTTPHeaders: { 'x-forwarded-for': '198.19.72.1' },
  });
  const token = (await (await admin.post('/api/users/token/', { data: staffLogin })).json())
    .access as string;
  const headers = { authorization: `Bearer ${token}` };
  const slots = [
    ['region-town', '#8a9a5a'],
    ['house-entrance', '#d9a066'],
    ['gallery-house-pool', '#5a8aa0'],
    ['block-storks', '#b07a50'],
  ] as const;
  for (const [slot, hue] of slots) {
    const upload = await admin.post('/api/admin/media/', {
      headers: { ...headers, 'content-type': 'image/jpeg' },
      data: await phonePhoto(2400, 1600, hue),
    });
    expect(upload.status()).toBe(201);
    const saved = await admin.put(`/api/admin/site-images/${slot}/`, {
      headers,
      data: { media_id: (await upload.json()).id, alt: { pt: slot, en: slot }, focus_y: 60 },
    });
    expect(saved.status()).toBe(200);
  }
  for (const [label, viewport] of [
    ['phone', phone],
    ['desktop', desktop],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const path of ['/', '/regiao', '/casa-alojamento']) {
      await page.goto(path);
      await waitForHydration(page);
      const photos = page.locator('main img[data-photo]');
      await expect(photos.first()).toBeVisible();
      // Every photo of the first screen has arrived and decoded before the picture is taken.
      await expect
        .poll(() =>
          photos.evaluateAll((images) =>
            (images as HTMLImageElement[])
              .filter((image) => image.getBoundingClientRect().top < window.innerHeight)
              .every((image) => image.complete && image.naturalWidth > 0),
          ),
        )
        .toBe(true);
      const name = `${label}${path === '/' ? '-home' : path.replace('/', '-')}.png`;
      await page.screenshot({ path: testInfo.outputPath(name) });
    }
  }
  await admin.dispose();
});

/** What a covering picture is drawn at, and the file the browser chose for it. */
async function chosenWidth(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await expect(img).toBeVisible();
  await expect(img).toHaveJSProperty('complete', true);
  return img.evaluate((element: HTMLImageElement) => {
    const box = element.getBoundingClientRect();
    const aspect = element.naturalWidth / element.naturalHeight;
    const fit = getComputedStyle(element).objectFit;
    // object-fit: cover draws the picture at the larger of the box's width and its height times
    // the picture's aspect; contain (the lightbox) at the box's width.
    const drawn = fit === 'cover' ? Math.max(box.width, box.height * aspect) : box.width;
    const srcset = element.parentElement?.querySelector('source[type="image/avif"]');
    const widths = (srcset?.getAttribute('srcset') ?? '')
      .split(',')
      .map((candidate) => Number(/(\d+)w$/.exec(candidate.trim())?.[1]));
    return {
      currentSrc: element.currentSrc,
      chosen: Number(/\/(\d+)\.avif$/.exec(element.currentSrc)?.[1] ?? 0),
      drawn,
      dpr: window.devicePixelRatio,
      largest: Math.max(...widths),
      alt: element.alt,
    };
  });
}

/** The file is wide enough for the picture's drawn width at the screen's density, up to the largest. */
function expectSharp(picture: Awaited<ReturnType<typeof chosenWidth>>, name: string) {
  const needed = Math.min(Math.ceil(picture.drawn * picture.dpr), picture.largest);
  expect(picture.currentSrc, name).toMatch(/\.avif$/);
  expect(
    picture.chosen,
    `${name}: drawn ${Math.round(picture.drawn)} px at ${picture.dpr}×`,
  ).toBeGreaterThanOrEqual(needed);
}

test.describe('on a 3× phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
  });

  test('photos arrive at the width they are drawn at, times the screen density', async ({
    page,
    playwright,
  }, testInfo) => {
    // Two 3600 px photos: twelve variants each (up to 3200 px in AVIF) before the server answers.
    test.slow();
    const admin = await playwright.request.newContext({
      baseURL: adminServerUrl(),
      extraHTTPHeaders: { 'x-forwarded-for': '198.19.72.2' },
    });
    const token = (await (await admin.post('/api/users/token/', { data: staffLogin })).json())
      .access as string;
    const headers = { authorization: `Bearer ${token}` };
    const alt = {
      'region-town': { pt: 'Montemor-o-Novo ao fim da tarde', en: 'Montemor-o-Novo at dusk' },
      'gallery-house-pool': {
        pt: 'A piscina com os sobreiros atrás',
        en: 'The pool, cork oaks behind',
      },
    };
    for (const [slot, hue] of [
      ['region-town', '#8a9a5a'],
      ['gallery-house-pool', '#5a8aa0'],
    ] as const) {
      const upload = await admin.post('/api/admin/media/', {
        headers: { ...headers, 'content-type': 'image/jpeg' },
        data: await phonePhoto(3600, 2400, hue),
        timeout: 120_000,
      });
      expect(upload.status()).toBe(201);
      expect((await upload.json()).url).toMatch(/\/3200\.webp#3200x2133$/);
      const saved = await admin.put(`/api/admin/site-images/${slot}/`, {
        headers,
        data: { media_id: (await upload.json()).id, alt: alt[slot], focus_x: 50, focus_y: 50 },
      });
      expect(saved.status()).toBe(200);
    }
    await admin.dispose();

    // The home hero: the 2400 px photo of the first journey, covering a box 390×780.
    await page.goto('/?hero=bottles');
    await waitForHydration(page);
    const hero = await chosenWidth(page, 'section[data-hero-background="bottles"] img[data-photo]');
    expect(hero.dpr).toBe(3);
    expect(hero.largest).toBe(2400);
    expectSharp(hero, 'home hero');
    expect(hero.chosen).toBe(2400);
    await page.screenshot({ path: testInfo.outputPath('phone-3x-home.png') });

    // The region's town: 3200 px, the largest, for a box drawn about 1,200 px wide at 3×.
    await page.goto('/regiao');
    await waitForHydration(page);
    const town = await chosenWidth(page, 'main section img[data-photo]');
    expect(town.largest).toBe(3200);
    expectSharp(town, 'region hero');
    await page.screenshot({ path: testInfo.outputPath('phone-3x-region.png') });

    // The gallery's lightbox: a file for the phone's screen, small ones for the thumbnails, and
    // the alt text staff wrote.
    await page.goto('/');
    await waitForHydration(page);
    const pool = page.getByRole('button', { name: new RegExp(alt['gallery-house-pool'].pt) });
    await pool.scrollIntoViewIfNeeded();
    const tile = await chosenWidth(page, '#gallery img[data-photo]');
    expectSharp(tile, 'gallery tile');
    await pool.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('5 / 6')).toBeVisible();
    const big = await chosenWidth(page, '.yarl__slide_current img[data-photo]');
    expect(big.alt).toBe(alt['gallery-house-pool'].pt);
    expectSharp(big, 'lightbox image');
    // Not the largest file for a 390 px screen: at most twice what is needed.
    expect(big.chosen).toBeLessThanOrEqual(Math.ceil(big.drawn * big.dpr) * 2);
    const thumbnail = await chosenWidth(page, '.yarl__thumbnails_thumbnail img[data-photo]');
    expect(thumbnail.drawn).toBeLessThanOrEqual(120);
    expectSharp(thumbnail, 'thumbnail');
    expect(thumbnail.chosen).toBeLessThanOrEqual(640);
    await page.screenshot({ path: testInfo.outputPath('phone-3x-lightbox.png') });
  });
});
