import type { Locator, Page } from '@playwright/test';
import { wineTourismPeople } from '@mdc/shared';
import { inflateSync } from 'node:zlib';
import { expect, onPhone, test, waitForHydration } from './fixtures';

/**
 * Pictures and wine tourism (docs/decisions/105-pictures-and-tourism.md): the gallery lightbox
 * closes on a pull down, by touch on a phone and by a mouse drag on a desktop; the wine-tourism
 * page states the group size its booking form offers.
 */

/** Drags from the image straight down, by touch where the device has it. */
async function pullDown(page: Page, isMobile: boolean) {
  const { width, height } = page.viewportSize()!;
  const x = Math.round(width / 2);
  const startY = Math.round(height * 0.4);
  // A natural short swipe: 100 px in four moves. The library alone needed 30 px to notice the
  // gesture and 60 px more after that, so this swipe did not close the lightbox.
  const distance = 100;
  const steps = 4;
  if (isMobile) {
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', y: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: type === 'touchEnd' ? [] : [{ x, y, id: 1 }],
      });
    await touch('touchStart', startY);
    for (let step = 1; step <= steps; step += 1) {
      await touch('touchMove', startY + (distance * step) / steps);
    }
    await touch('touchEnd', startY + distance);
    await cdp.detach();
  } else {
    await page.mouse.move(x, startY);
    await page.mouse.down();
    await page.mouse.move(x, startY + distance, { steps });
    await page.mouse.up();
  }
}

test(
  'a pull down closes the gallery lightbox and focus returns to the image',
  onPhone,
  async ({ page, isMobile }) => {
    await page.goto('/');
    await waitForHydration(page);
    const second = page.getByRole('button', {
      name: 'Ampliar imagem: Cegonhas no ninho da chaminé',
    });
    await second.scrollIntoViewIfNeeded();
    await second.click();
    const lightbox = page.getByRole('dialog');
    await expect(lightbox).toBeVisible();
    await expect(lightbox.getByText('2 / 6')).toBeVisible();
    await expect(page).toHaveURL(/\/#gallery-2$/);

    await pullDown(page, isMobile);
    await expect(lightbox).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    await expect(second).toBeFocused();
  },
);

const tourism = {
  pt: {
    path: '/pagina-de-enoturismo',
    people: 'Número de pessoas',
    groupSize: `Grupos de ${wineTourismPeople.min} a ${wineTourismPeople.max} pessoas`,
    oldWays: /por telefone ou por e-mail/,
    bookHere: /formulário de pedido de reserva desta página/,
  },
  en: {
    path: '/en/wine-tourism',
    people: 'Number of people',
    groupSize: `Groups of ${wineTourismPeople.min} to ${wineTourismPeople.max} people`,
    oldWays: /by phone or by e-mail/,
    bookHere: /booking request form on this page/,
  },
} as const;

for (const lang of ['pt', 'en'] as const) {
  test(`the wine-tourism page (${lang}) states the group size its form offers`, async ({
    page,
  }) => {
    const t = tourism[lang];
    // The estate's stated offer: groups of 2 to 12.
    expect(wineTourismPeople).toEqual({ min: 2, max: 12 });
    await page.goto(t.path);
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(page.getByTestId('wine-tourism-group-size')).toContainText(t.groupSize);
    // The page names one group size only, and books through its own form.
    await expect(main.getByText(/\b\d+\s*(a|to|–)\s*\d+\s*(pessoas|people)/)).toHaveCount(1);
    await expect(main.getByText(t.oldWays)).toHaveCount(0);
    await expect(main.getByText(t.bookHere)).toBeVisible();

    const form = page.getByTestId('wine-tourism-form');
    const options = await form
      .getByLabel(t.people)
      .locator('option')
      .evaluateAll((elements) =>
        elements.map((option) => (option as HTMLOptionElement).value).filter(Boolean),
      );
    const expected = Array.from(
      { length: wineTourismPeople.max - wineTourismPeople.min + 1 },
      (_, i) => String(wineTourismPeople.min + i),
    );
    expect(options).toEqual(expected);
  });
}

/**
 * Decodes the 8-bit, non-interlaced RGB or RGBA PNG that Chromium's screenshots are, to RGBA
 * pixels (no image library is a declared dependency of the journeys).
 */
function decodePng(file: Buffer): { data: Uint8Array } {
  let offset = 8;
  let width = 0;
  let height = 0;
  let channels = 4;
  const compressed: Buffer[] = [];
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const type = file.toString('latin1', offset + 4, offset + 8);
    const body = file.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = body.readUInt32BE(0);
      height = body.readUInt32BE(4);
      if (body[8] !== 8 || body[12] !== 0) throw new Error('unsupported PNG');
      channels = ({ 2: 3, 6: 4 } as Record<number, number>)[body[9]!] ?? 0;
      if (!channels) throw new Error(`unsupported PNG colour type ${body[9]}`);
    } else if (type === 'IDAT') compressed.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(compressed));
  const stride = width * channels;
  const rows = new Uint8Array(stride * height);
  for (let y = 0; y < height; y += 1) {
    const filter = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x += 1) {
      const value = raw[y * (stride + 1) + 1 + x]!;
      const left = x >= channels ? rows[y * stride + x - channels]! : 0;
      const up = y > 0 ? rows[(y - 1) * stride + x]! : 0;
      const upLeft = x >= channels && y > 0 ? rows[(y - 1) * stride + x - channels]! : 0;
      let predicted = 0;
      if (filter === 1) predicted = left;
      else if (filter === 2) predicted = up;
      else if (filter === 3) predicted = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - upLeft)];
        predicted = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      rows[y * stride + x] = (value + predicted) & 0xff;
    }
  }
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) {
    data[i * 4] = rows[i * channels]!;
    data[i * 4 + 1] = rows[i * channels + 1]!;
    data[i * 4 + 2] = rows[i * channels + 2]!;
    data[i * 4 + 3] = channels === 4 ? rows[i * channels + 3]! : 255;
  }
  return { data };
}

/** WCAG relative luminance of an sRGB colour (0–255 channels). */
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

function contrast(a: number, b: number): number {
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

/**
 * The contrast of a text against the pixels behind it (WCAG 1.4.3 measured on the picture, which
 * axe cannot do): the text is hidden, the box it covers is captured, and its colour (blended over
 * each pixel when translucent) is compared with every pixel. Returns the 5th-percentile contrast,
 * so a few anti-aliased edge pixels of a drawing do not decide, and whether the text is large.
 */
async function contrastBehind(page: Page, selector: string) {
  const text = page.locator(selector).first();
  // In the middle of the screen, clear of the sticky header.
  await text.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  const style = await text.evaluate((element) => {
    const computed = getComputedStyle(element);
    // The computed colour may be oklab (Tailwind's opacity modifiers): a canvas gives it in sRGB.
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = 1;
    const context = canvas.getContext('2d')!;
    context.fillStyle = computed.color;
    context.fillRect(0, 0, 1, 1);
    const [red, green, blue, alpha] = context.getImageData(0, 0, 1, 1).data;
    return {
      color: [red!, green!, blue!, alpha! / 255],
      size: parseFloat(computed.fontSize),
      weight: Number(computed.fontWeight),
    };
  });
  await text.evaluate((element) => ((element as HTMLElement).style.visibility = 'hidden'));
  const box = (await text.boundingBox())!;
  const png = decodePng(await page.screenshot({ clip: box, animations: 'disabled' }));
  await text.evaluate((element) => ((element as HTMLElement).style.visibility = ''));
  const [r, g, b, a] = style.color as [number, number, number, number];
  const ratios: number[] = [];
  for (let i = 0; i < png.data.length; i += 4) {
    const pixel: [number, number, number] = [png.data[i]!, png.data[i + 1]!, png.data[i + 2]!];
    const shown: [number, number, number] = [
      r * a + pixel[0] * (1 - a),
      g * a + pixel[1] * (1 - a),
      b * a + pixel[2] * (1 - a),
    ];
    ratios.push(contrast(luminance(shown), luminance(pixel)));
  }
  ratios.sort((x, y) => x - y);
  const large = style.size >= 24 || (style.size >= 18.66 && style.weight >= 700);
  return { ratio: ratios[Math.floor(ratios.length * 0.05)]!, large };
}

/**
 * The hero's breathing overlay held at its lightest, the worst moment for the text over it, once
 * the entrance animations (text rising into place, the slideshow's arrival) have ended, so the
 * text's box and the pixels captured behind it are of the same moment.
 */
async function holdOverlaysAtLightest(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      const effect = animation.effect as KeyframeEffect | null;
      const frames = effect?.getKeyframes() ?? [];
      const opacities = frames.map((frame) => Number(frame.opacity)).filter((o) => !isNaN(o));
      const target = effect?.target as HTMLElement | null;
      if (!target || opacities.length === 0) continue;
      animation.cancel();
      target.style.opacity = String(Math.min(...opacities));
    }
  });
}

const textsOverPictures = [
  { name: 'region hero eyebrow', path: '/regiao', selector: 'main section p.uppercase' },
  { name: 'region hero title', path: '/regiao', selector: 'main section h1' },
  { name: 'region hero text', path: '/regiao', selector: 'main section h1 ~ p' },
  { name: 'legal page title', path: '/politica-privacidade-cookies', selector: 'main h1' },
] as const;

test.describe('text over pictures reaches WCAG AA against the pixels behind it', onPhone, () => {
  for (const { name, path, selector } of textsOverPictures) {
    test(name, async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
      const { ratio, large } = await contrastBehind(page, selector);
      expect(ratio, `${name}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(large ? 3 : 4.5);
    });
  }

  for (const kind of ['bottles', 'vineyard'] as const) {
    test(`home hero eyebrow and title over the ${kind}`, async ({ page }) => {
      // The server picks the hero's picture at random; `?hero=` asks for one (decision 112).
      await page.goto(`/?hero=${kind}`);
      await waitForHydration(page);
      const hero = page.locator(`section[data-hero-background="${kind}"]`);
      await expect(hero.locator('img').first()).toHaveJSProperty('complete', true);
      await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
      await holdOverlaysAtLightest(page);
      for (const selector of ['p.uppercase', 'h1', 'h1 + p']) {
        const { ratio, large } = await contrastBehind(
          page,
          `section[data-hero-background] ${selector}`,
        );
        expect(ratio, `${kind} ${selector}: ${ratio.toFixed(2)}:1`).toBeGreaterThanOrEqual(
          large ? 3 : 4.5,
        );
      }
    });
  }
});

test.describe('gallery captions reach 4.5:1 against the pictures behind them', onPhone, () => {
  test('every caption, one and two lines', async ({ page }, testInfo) => {
    // Scrolling to a caption is instant, so the capture is of where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await waitForHydration(page);
    await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
    const captions = page.getByTestId('gallery-caption');
    await expect(captions).toHaveCount(6);
    const results: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      const tile = page.locator('#gallery li').nth(i);
      await tile.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // The picture (lazy) has arrived and decoded: the caption is measured over it.
      await expect(tile.locator('img')).toHaveJSProperty('complete', true);
      await expect
        .poll(() => tile.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // A flex item is one box whatever its lines: count them by its height.
      const lines = await captions
        .nth(i)
        .evaluate((element) =>
          Math.round(
            element.getBoundingClientRect().height /
              parseFloat(getComputedStyle(element).lineHeight),
          ),
        );
      const { ratio } = await contrastBehind(
        page,
        `:nth-match([data-testid="gallery-caption"], ${i + 1})`,
      );
      const title = await captions.nth(i).textContent();
      results.push(`${title} (${lines} line${lines > 1 ? 's' : ''}): ${ratio.toFixed(2)}:1`);
      expect(ratio, results.at(-1)).toBeGreaterThanOrEqual(4.5);
    }
    // The phone's grid breaks some captions over two lines: they are measured too.
    if (testInfo.project.name === 'phone') expect(results.join()).toContain('2 lines');
    testInfo.annotations.push({ type: 'captions', description: results.join('; ') });
    await page
      .locator('#gallery ul')
      .screenshot({ path: testInfo.outputPath('gallery-captions.png'), animations: 'disabled' });
  });
});

/**
 * The change the focus indicator makes to the pixels around `element` (WCAG 2.4.13): the box and
 * 6 px around it is captured focused, then with the indicator taken off (outline and box-shadow),
 * and the pixels that differ by at least 3:1 are counted. They must cover at least the area of a
 * 2 px thick perimeter of the element.
 */
async function focusIndicator(page: Page, element: Locator) {
  // In the middle of the screen: clear of the sticky header and of the screen's edges.
  await element.evaluate((node) => node.scrollIntoView({ block: 'center' }));
  const box = (await element.boundingBox())!;
  const viewport = page.viewportSize()!;
  const clip = {
    x: Math.max(0, box.x - 6),
    y: Math.max(0, box.y - 6),
    width: Math.min(viewport.width, box.x + box.width + 6) - Math.max(0, box.x - 6),
    height: Math.min(viewport.height, box.y + box.height + 6) - Math.max(0, box.y - 6),
  };
  const focused = decodePng(await page.screenshot({ clip, animations: 'disabled' }));
  await element.evaluate((node) => {
    (node as HTMLElement).style.setProperty('outline', 'none', 'important');
    (node as HTMLElement).style.setProperty('box-shadow', 'none', 'important');
  });
  const plain = decodePng(await page.screenshot({ clip, animations: 'disabled' }));
  await element.evaluate((node) => {
    (node as HTMLElement).style.removeProperty('outline');
    (node as HTMLElement).style.removeProperty('box-shadow');
  });
  let changed = 0;
  for (let i = 0; i < focused.data.length; i += 4) {
    const a = luminance([focused.data[i]!, focused.data[i + 1]!, focused.data[i + 2]!]);
    const b = luminance([plain.data[i]!, plain.data[i + 1]!, plain.data[i + 2]!]);
    if (contrast(a, b) >= 3) changed += 1;
  }
  // A link broken over two lines has a perimeter per line.
  const { dpr, perimeter } = await element.evaluate((node) => ({
    dpr: window.devicePixelRatio,
    perimeter: [...node.getClientRects()].reduce(
      (sum, rect) => sum + Math.max(0, 4 * rect.width + 4 * rect.height - 16),
      0,
    ),
  }));
  return { changed, needed: Math.round(perimeter * dpr * dpr) };
}

test.describe('the keyboard focus shows at 3:1 on every surface', onPhone, () => {
  test('header and hero, then every stop of the dark footer', async ({ page }, testInfo) => {
    // Scrolling to an element is instant, so the capture is of where it stays.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/?hero=vineyard');
    await waitForHydration(page);
    await expect(page.getByTestId('loading-screen')).toHaveCount(0, { timeout: 10_000 });
    const focused = page.locator(':focus');
    const weak: string[] = [];
    const measure = async (where: string) => {
      const name = await focused.evaluate(
        (node) => `${node.tagName.toLowerCase()} "${(node.textContent ?? '').trim().slice(0, 30)}"`,
      );
      const { changed, needed } = await focusIndicator(page, focused);
      if (changed < needed) weak.push(`${where} ${name}: ${changed} of ${needed} px at 3:1`);
      return name;
    };

    // The light header and the hero over its picture: the first stops from the top.
    const top: string[] = [];
    for (let stop = 0; stop < 6; stop += 1) {
      await page.keyboard.press('Tab');
      await expect(focused).toHaveCount(1);
      top.push(await measure('top'));
    }
    const action = page.locator('section[data-hero-background] a').first();
    await action.focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(action).toBeFocused();
    await measure('hero');

    // Into the footer from the last stop before it, then every stop in it.
    await page.evaluate(() => {
      const footer = document.querySelector('footer')!;
      const stops = [
        ...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea'),
      ].filter(
        (node) =>
          footer.compareDocumentPosition(node) & Node.DOCUMENT_POSITION_PRECEDING &&
          node.getClientRects().length > 0,
      );
      stops.at(-1)!.focus();
    });
    let inFooter = 0;
    for (let stop = 0; stop < 60; stop += 1) {
      await page.keyboard.press('Tab');
      const inside = await page.evaluate(
        () =>
          document.activeElement?.closest('footer') !== null &&
          document.activeElement !== document.body,
      );
      if (!inside) break;
      inFooter += 1;
      await measure('footer');
      if (inFooter === 1) await page.screenshot({ path: testInfo.outputPath('footer-focus.png') });
    }
    expect(inFooter, 'tab stops in the footer').toBeGreaterThanOrEqual(5);
    expect(weak).toEqual([]);
  });
});
