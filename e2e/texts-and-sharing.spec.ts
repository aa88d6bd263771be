import sharp from 'sharp';
import { expect, onPhone, test, waitForHydration } from './fixtures';

/**
 * Issue 30 as a visitor meets it (decision 123): the picture a link preview shows, the phone wine
 * page, the French guest page's punctuation and the texts a Portuguese reader noticed.
 */
test.describe('texts and sharing', () => {
  test('a shared page offers a 1200×630 PNG that loads, with its alt text', async ({ page }) => {
    for (const [path, alt] of [
      ['/', /Monte das Cegonhas/],
      ['/en/wines/exmo', /^Exmo 2023 \| Monte das Cegonhas$/],
    ] as const) {
      await page.goto(path);
      const og = (property: string) =>
        page.locator(`meta[property="og:image${property}"]`).getAttribute('content');
      const image = (await og(''))!;
      expect(image).toMatch(/\/share\/images\/.+\.png$/);
      expect(await og(':type')).toBe('image/png');
      expect([await og(':width'), await og(':height')]).toEqual(['1200', '630']);
      expect(await og(':alt')).toMatch(alt);
      const picture = await page.request.get(new URL(image).pathname);
      expect(picture.status()).toBe(200);
      expect(picture.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await picture.body()).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['png', 1200, 630]);
    }
  });

  test(
    'on a phone a wine page shows its name, price and shop button first, and leads back to the list',
    onPhone,
    async ({ page, isMobile }) => {
      if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
      const screen = page.viewportSize()!;
      await page.goto('/vinhos/exmo');
      const firstScreen = [
        page.getByRole('heading', { level: 1, name: 'Exmo' }),
        page.getByText('24,00 €'),
        page.getByRole('link', { name: 'Ver na Loja' }),
        page.getByRole('link', { name: 'Ver todos os vinhos' }),
      ];
      for (const part of firstScreen) {
        await expect(part).toBeVisible();
        const box = (await part.boundingBox())!;
        expect(box.y + box.height, (await part.textContent()) ?? '').toBeLessThanOrEqual(
          screen.height,
        );
      }
      await waitForHydration(page);
      await page.getByRole('link', { name: 'Ver todos os vinhos' }).click();
      await expect(page).toHaveURL(/\/lista-de-vinhos$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Vinhos' })).toBeVisible();
    },
  );

  test(
    'French guest page: a narrow no-break space keeps each colon on its word’s line',
    onPhone,
    async ({ page }) => {
      await page.goto('/fr/hellofrommontedascegonhas-info');
      await expect(page.getByText('Coordonnées\u202F:')).toBeVisible();
      // Every mark after a narrow no-break space sits on the same line as the letter before it.
      const marks = await page.evaluate(() => {
        const found: { text: string; sameLine: boolean }[] = [];
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('script, style')) continue;
          const text = node.textContent ?? '';
          for (const match of text.matchAll(/\S\u202F[:;!?]/g)) {
            const rectOf = (at: number) => {
              const range = document.createRange();
              range.setStart(node, at);
              range.setEnd(node, at + 1);
              return range.getClientRects()[0];
            };
            const word = rectOf(match.index);
            const mark = rectOf(match.index + 2);
            if (!word || !mark) continue; // not rendered (screen-reader-only text)
            found.push({
              text: text.slice(Math.max(0, match.index - 12), match.index + 3),
              sameLine: Math.abs(word.top - mark.top) < word.height / 2,
            });
          }
          // A mark after an ordinary space could start a line.
          if (/\S[ \u00A0][:;!?](\s|$)/.test(text)) found.push({ text, sameLine: false });
        }
        return found;
      });
      expect(marks.length).toBeGreaterThan(5);
      expect(marks.filter((mark) => !mark.sameLine)).toEqual([]);
    },
  );

  test('the mobile number carries its call notice', onPhone, async ({ page }) => {
    await page.goto('/formulario-contacto');
    const main = page.getByRole('main');
    await expect(main.getByText('Chamada para a rede fixa nacional')).toBeVisible();
    await expect(main.getByText('Chamada para a rede móvel nacional')).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByText('Chamada para a rede móvel nacional'),
    ).toBeVisible();
  });
});
