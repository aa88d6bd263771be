import { withdrawalPeriodDays, type SiteLang } from '@mdc/shared';
import { emailTexts, type EmailSection } from '../mail/index.ts';
import type { Seller } from '../settings/index.ts';

/**
 * The information on the right of withdrawal that the order confirmation carries (Directive
 * 2011/83/EU art. 6(1)(h) and (i) and art. 8(7); Decreto-Lei 24/2014 art. 4 and 6), and the
 * model withdrawal form of the Directive's Annex I(B) (in Portuguese, the Decreto-Lei's annex,
 * part B) with the estate's details filled in. The same terms as the legal page's section and
 * the withdrawal acknowledgement (docs/decisions/070-withdrawal-button.md,
 * docs/decisions/094-order-confirmation-email.md).
 */

const days = withdrawalPeriodDays;

/** Where a letter goes: the company and its address, when staff keep one. */
const postal = (seller: Seller) => [seller.legalName, ...seller.address].join(', ');

const formLines = ['notice', 'ordered', 'name', 'address', 'signature', 'date', 'delete'] as const;

/**
 * The withdrawal information and the model form as two e-mail sections, in a language: the
 * order page holds the withdrawal button; the terms are the legal page's full text.
 */
export function withdrawalInformation(
  lang: SiteLang,
  input: { seller: Seller; orderUrl: string; termsUrl: string },
): EmailSection[] {
  const t = emailTexts(lang);
  const { seller } = input;
  const postalAddress = seller.address.length ? postal(seller) : '';
  const withPostal = { days, email: seller.email, postal: postalAddress };
  return [
    {
      heading: t('withdrawalInformation.heading'),
      paragraphs: [
        t('withdrawalInformation.right', { days }),
        t(
          postalAddress ? 'withdrawalInformation.howPostal' : 'withdrawalInformation.how',
          withPostal,
        ),
        t('withdrawalInformation.refund', { days }),
        t(
          postalAddress ? 'withdrawalInformation.sendBackPostal' : 'withdrawalInformation.sendBack',
          withPostal,
        ),
      ],
      links: [
        { label: t('withdrawalInformation.orderPage'), url: input.orderUrl },
        { label: t('withdrawalInformation.terms'), url: input.termsUrl },
      ],
    },
    {
      heading: t('withdrawalInformation.formHeading'),
      paragraphs: [t('withdrawalInformation.formNote')],
      lines: [
        t('withdrawalInformation.form.to', { to: [postal(seller), seller.email].join(', ') }),
        ...formLines.map((line) => t(`withdrawalInformation.form.${line}`)),
      ],
      framed: true,
    },
  ];
}
