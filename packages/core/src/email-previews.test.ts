import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { wineTourismExperiences } from '@mdc/shared';
import { wineTourismAcceptedEmail } from './bookings/index.ts';
import { contactNoticeEmail } from './contact/index.ts';
import { emailPreviews } from './email-previews.ts';
import { emailKeyUse } from './mail/index.ts';
import { demoOrder, orderConfirmationEmail } from './orders/index.ts';
import { sellerOf } from './settings/index.ts';
import { withdrawalNoticeEmail, type WithdrawalStatement } from './withdrawal/index.ts';

/**
 * Every e-mail in every language, from its catalogue (docs/decisions/106-one-i18n-and-email-templates.md):
 * no text missing, no placeholder left, and no text in the catalogues that no e-mail reads.
 */

const previews = emailPreviews();

/** The variants the previews leave out, so that every text of the catalogues is read. */
function otherVariants() {
  const statement = (lang: 'pt' | 'en'): WithdrawalStatement => ({
    lang,
    orderNumber: 'MDC-1',
    orderedAt: new Date('2026-07-01T10:00:00Z'),
    firstName: '',
    buyerName: '',
    email: '',
    lines: [{ title: 'Exmo 2021', quantity: 1 }],
    reason: '',
    requestedAt: new Date('2026-07-02T10:00:00Z'),
    refundDueCents: 1000,
    notShipped: true,
  });
  const person = {
    first_name: 'A',
    last_name: 'B',
    email: 'a@b.pt',
    phone: '',
    recaptcha_token: 'x',
  };
  // Free shipping, a discount without its code, an unknown VAT rate, a seller with no phone
  // and no postal address.
  const plain = {
    ...demoOrder('pt'),
    shippingCostCents: 0,
    discountCode: null,
    totalCents: 5571,
    vatRateBp: 0,
  };
  return [
    orderConfirmationEmail({
      order: plain,
      seller: sellerOf('Monte', null, 'e@b.pt'),
      orderUrl: 'https://x.pt/o',
      termsUrl: 'https://x.pt/t',
      logoUrl: 'https://x.pt/l.png',
      site: 'x.pt',
    }),
    // The states an order can be withdrawn from (returned and cancelled ones cannot).
    ...(['pending', 'processing', 'shipped', 'on_the_way', 'delivered'] as const).map(
      (deliverStatus) =>
        withdrawalNoticeEmail({
          to: 'e@b.pt',
          statement: statement('pt'),
          deliverStatus,
          adminUrl: 'https://x.pt/a',
        }),
    ),
    contactNoticeEmail({
      to: 'e@b.pt',
      message: { ...person, subject: '', message: 'Olá', lang: 'pt' },
    }),
    ...(['pt', 'en'] as const).flatMap((lang) =>
      wineTourismExperiences.map((experience) =>
        wineTourismAcceptedEmail(
          {
            email: 'a@b.pt',
            firstName: '',
            lang,
            experience,
            visitDate: '2026-09-01',
            people: 2,
            activityLanguage: 'pt',
            decisionNote: '',
          },
          { estateName: 'Monte', estateEmail: 'e@b.pt', publicUrl: 'https://x.pt', contact: null },
        ),
      ),
    ),
  ];
}

const others = otherVariants();

describe('every e-mail, from the catalogues', () => {
  it('is written in both languages for visitors, in Portuguese for the estate', () => {
    const names = (lang: string) => previews.filter((p) => p.lang === lang).map((p) => p.name);
    expect(names('en')).toEqual(names('pt').filter((name) => !name.startsWith('estate-')));
    expect(previews.length).toBeGreaterThan(40);
  });

  it.each(previews.map((p) => [`${p.name}.${p.lang}`, p] as const))(
    '%s has a subject, a text and an HTML part, every placeholder filled',
    (_name, { lang, email }) => {
      expect(email.subject).toMatch(/\S/);
      expect(email.html).toContain(`<html dir="ltr" lang="${lang}">`);
      for (const part of [email.subject, email.text, email.html ?? ''])
        expect(part).not.toMatch(/\{\{|\}\}|undefined|\[object /);
      // Every link of the text part is in the HTML part too (a button, a link or, for the map, text).
      for (const [url] of email.text.matchAll(/https?:\/\/[^\s<>"]+/g))
        expect(email.html).toContain(url.replace(/&/g, '&amp;'));
    },
  );

  it('reads no missing text and leaves no text of the catalogues unread', () => {
    expect(others.length).toBeGreaterThan(0);
    const { read, missing } = emailKeyUse();
    expect([...missing]).toEqual([]);
    const dir = join(import.meta.dirname, 'mail/i18n/pt');
    const keysOf = (value: unknown, prefix: string): string[] =>
      typeof value === 'string'
        ? [prefix.replace(/_(one|other)$/, '')]
        : Object.entries(value as object).flatMap(([key, child]) =>
            keysOf(child, prefix.endsWith(':') ? `${prefix}${key}` : `${prefix}.${key}`),
          );
    for (const ns of ['emails', 'estate-emails']) {
      const catalogue: unknown = JSON.parse(readFileSync(join(dir, `${ns}.json`), 'utf8'));
      const unread = [...new Set(keysOf(catalogue, `${ns}:`))].filter((key) => !read.has(key));
      expect(unread, ns).toEqual([]);
    }
  });
});
