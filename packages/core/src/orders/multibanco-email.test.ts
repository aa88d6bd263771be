import { describe, expect, it } from 'vitest';
import { groupedReference, multibancoVoucherEmail } from './multibanco-email.ts';

const input = {
  to: 'ana@example.com',
  firstName: 'Ana',
  orderNumber: 'MDC-1042',
  estateName: 'Monte das Cegonhas',
  entity: '12345',
  reference: '000004291',
  amountCents: 3150,
  expiresAt: new Date('2026-11-29T15:30:00Z'),
  orderUrl: 'https://vinhos.example/shop/obrigado/abc',
  voucherUrl: null,
};

describe('the Multibanco voucher e-mail', () => {
  it('gives entity, reference, amount and the time to pay by, in Portuguese', () => {
    const mail = multibancoVoucherEmail({ ...input, lang: 'pt' });
    expect(mail.subject).toBe('Encomenda MDC-1042: referência Multibanco para pagamento');
    expect(mail.text).toContain('Entidade');
    expect(mail.text).toContain('12345');
    expect(mail.text).toContain('000 004 291');
    expect(mail.text).toContain('31,50');
    expect(mail.text).toContain('29 de novembro de 2026');
    expect(mail.text).toContain(input.orderUrl);
  });

  it('in English, linking Stripe’s hosted voucher when there is one', () => {
    const voucherUrl = 'https://payments.stripe.com/multibanco/voucher/x';
    const mail = multibancoVoucherEmail({ ...input, lang: 'en', voucherUrl });
    expect(mail.subject).toBe('Order MDC-1042: Multibanco reference to pay');
    expect(mail.text).toContain('Reference');
    expect(mail.text).toContain('€31.50');
    expect(mail.text).toContain(voucherUrl);
    expect(mail.html).toContain('000 004 291');
  });

  it('groups a reference in threes', () => {
    expect(groupedReference('123456789')).toBe('123 456 789');
  });
});
