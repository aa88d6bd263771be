import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No human text in core's code (docs/decisions/135-one-error-model.md): what a person reads is
 * in a catalogue (`i18n/` folders) or an e-mail template's catalogue. A string literal is a
 * human text when it holds a Portuguese letter (á, ç, õ…) or reads as an English sentence: a
 * capital, at least three words, a full stop, ! or ? at the end. Comments and tests are skipped.
 */
const root = import.meta.dirname;

/**
 * Files that still hold some, with how many: the count may only fall. Each names why it stays
 * until its step is done (decision 135, consequences).
 */
const remaining: Record<string, number> = {
  // The seed API's `detail` confirmations: a contract of the JSON token API.
  'accounts/account-errors.ts': 4,
  // The staff API's English detail beside its codes: the next step moves them to arguments.
  'accounts/customer-admin.ts': 1,
  'bookings/booking-admin.ts': 3,
  'catalogue/wine-admin.ts': 6,
  'media/media-service.ts': 6,
  'media/site-image-service.ts': 1,
  'orders/order-cancellation.ts': 2,
  'orders/order-status-change.ts': 5,
  'payments/refund-at-provider.ts': 2,
  'support/admin-error.ts': 1,
  'withdrawal/withdrawal-refund.ts': 4,
  // The offline test provider imitates Stripe's own English texts.
  'payments/offline-card.ts': 7,
  'payments/offline-provider.ts': 3,
  'payments/offline-store.ts': 2,
  // Demo data of the e-mail previews and the demo order (names, a visitor's message).
  'email-previews.ts': 6,
  'orders/demo-order.ts': 1,
};

const portuguese = /[áàâãéêíóôõúçÁÀÂÃÉÊÍÓÔÕÚÇ]/;
const sentence = /^[A-Z$][^\n]*\s\S+\s[^\n]*[.!?]$/;
const literal = /'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`|"((?:[^"\\\n]|\\.)*)"/g;

/** The human texts of one source file's code lines. */
export function humanTexts(source: string): string[] {
  return source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .flatMap((line) =>
      [...line.matchAll(literal)]
        .map((match) => match[1] ?? match[2] ?? match[3] ?? '')
        .filter((text) => portuguese.test(text) || sentence.test(text)),
    );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'i18n' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

describe('human texts in packages/core', () => {
  it('finds a Portuguese word and an English sentence, not code or keys', () => {
    expect(humanTexts(`throw new Error('Não foi possível.');`)).toEqual(['Não foi possível.']);
    expect(humanTexts('const a = `Order ${n} is not paid.`;')).toEqual(['Order ${n} is not paid.']);
    expect(humanTexts(`t('checkout.refusals.shop_closed'); const x = 'invalid';`)).toEqual([]);
    expect(humanTexts(`// The shop is closed at the moment.`)).toEqual([]);
  });

  it('are in the catalogues, except in the files still listed, which may only shrink', () => {
    const found: Record<string, string[]> = {};
    for (const path of sourceFiles(root)) {
      const texts = humanTexts(readFileSync(path, 'utf8'));
      if (texts.length > 0) found[relative(root, path)] = texts;
    }
    const over = Object.entries(found)
      .filter(([file, texts]) => texts.length > (remaining[file] ?? 0))
      .map(([file, texts]) => `${file}: ${texts.join(' | ')}`);
    expect(over).toEqual([]);
    // A file that became clean leaves the list, so the count cannot grow back unnoticed.
    const done = Object.keys(remaining).filter(
      (file) => (found[file]?.length ?? 0) < remaining[file]!,
    );
    expect(done).toEqual([]);
  });
});
