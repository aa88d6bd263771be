import { withdrawalPeriodDays, type SiteLang } from '@mdc/shared';
import type { EmailSection } from '../mail/email-layout.ts';
import type { Seller } from '../settings/seller.ts';

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

const copy = {
  pt: {
    heading: 'Direito de livre resolução',
    right:
      `Pode desistir desta compra no prazo de ${days} dias, sem indicar o motivo (Decreto-Lei n.º 24/2014, de 14 de fevereiro). ` +
      `O prazo termina ${days} dias depois do dia em que recebe as garrafas, ou em que as recebe um terceiro por si indicado que não seja o transportador. ` +
      'Também pode desistir depois de pagar e antes de as receber: se a encomenda ainda não tiver saído da herdade, não a enviamos e não tem nada a devolver.',
    how: (seller: Seller) =>
      'Como desistir: na página da encomenda (ligação abaixo), carregue em «Livre resolução: desistir do contrato aqui» e confirme a declaração; o botão está disponível durante todo o prazo. ' +
      `Pode também enviar-nos uma declaração inequívoca por e-mail para ${seller.email}` +
      (seller.address.length ? ` ou por carta para ${postal(seller)}` : '') +
      ', por exemplo com o modelo de formulário abaixo, que não é obrigatório. Para cumprir o prazo basta enviar a declaração antes de ele terminar.',
    refund:
      `Se desistir, reembolsamos todos os pagamentos recebidos, incluindo os portes de envio iniciais, no prazo de ${days} dias a contar do dia em que recebermos a sua declaração, pelo mesmo meio de pagamento que usou e sem custos para si ` +
      '(só não reembolsamos o custo adicional de uma modalidade de entrega mais cara do que a mais barata que oferecemos, se a tiver escolhido). ' +
      'Podemos reter o reembolso até recebermos as garrafas ou até nos comprovar que as enviou, consoante o que acontecer primeiro.',
    sendBack: (seller: Seller) =>
      `Devolva-nos as garrafas, fechadas e no estado em que as recebeu, no prazo de ${days} dias a contar do dia em que nos comunicar a desistência` +
      (seller.address.length ? `, para ${postal(seller)}` : '') +
      '. Os custos diretos da devolução ficam a seu cargo. Só responde pela depreciação das garrafas que resulte de um manuseamento além do necessário para verificar a sua natureza e características.',
    orderPage: 'Desistir na página da encomenda',
    terms: 'Termos e condições completos',
    formHeading: 'Modelo de formulário de livre resolução',
    formNote: '(só deve preencher e devolver o presente formulário se quiser resolver o contrato)',
    form: (to: string) => [
      `— Para ${to}:`,
      '— Pela presente comunico/comunicamos (*) que resolvo/resolvemos (*) do meu/nosso (*) contrato de venda do seguinte bem/para a prestação do seguinte serviço (*)',
      '— Solicitado em (*)/recebido em (*)',
      '— Nome do(s) consumidor(es)',
      '— Endereço do(s) consumidor(es)',
      '— Assinatura do(s) consumidor(es) (só no caso de o presente formulário ser notificado em papel)',
      '— Data',
      '(*) Riscar o que não interessa.',
    ],
  },
  en: {
    heading: 'Right of withdrawal',
    right:
      `You may withdraw from this purchase within ${days} days without giving any reason (Directive 2011/83/EU; Portuguese Decree-Law 24/2014 of 14 February). ` +
      `The period ends ${days} days after the day on which you, or a third party other than the carrier indicated by you, receive the bottles. ` +
      'You may also withdraw after paying and before they arrive: if the order has not left the estate yet, we do not send it and you have nothing to return.',
    how: (seller: Seller) =>
      'How to withdraw: on your order page (link below), press "Withdraw from contract here" and confirm the statement; the button is there throughout the period. ' +
      `You may also send us a clear statement by e-mail to ${seller.email}` +
      (seller.address.length ? ` or by letter to ${postal(seller)}` : '') +
      ', for example with the model form below, which is not obligatory. To meet the deadline it is enough to send your statement before the period ends.',
    refund:
      `If you withdraw, we refund all payments received from you, including the original delivery cost, within ${days} days of the day we receive your statement, to the payment method you used and at no cost to you ` +
      '(except the extra cost of a delivery option more expensive than the cheapest one we offer, if you chose one). ' +
      'We may withhold the refund until we have received the bottles back or you have shown that you sent them, whichever is earlier.',
    sendBack: (seller: Seller) =>
      `Please send the bottles back to us, unopened and as you received them, within ${days} days of the day you tell us you withdraw` +
      (seller.address.length ? `, to ${postal(seller)}` : '') +
      '. You bear the direct cost of returning them. You are only liable for any loss in value of the bottles resulting from handling beyond what is necessary to establish their nature and characteristics.',
    orderPage: 'Withdraw on your order page',
    terms: 'Full terms and conditions',
    formHeading: 'Model withdrawal form',
    formNote: '(complete and return this form only if you wish to withdraw from the contract)',
    form: (to: string) => [
      `— To ${to}:`,
      '— I/We (*) hereby give notice that I/We (*) withdraw from my/our (*) contract of sale of the following goods (*)/for the provision of the following service (*),',
      '— Ordered on (*)/received on (*),',
      '— Name of consumer(s),',
      '— Address of consumer(s),',
      '— Signature of consumer(s) (only if this form is notified on paper),',
      '— Date',
      '(*) Delete as appropriate.',
    ],
  },
} satisfies Record<SiteLang, unknown>;

/**
 * The withdrawal information and the model form as two e-mail sections, in a language: the
 * order page holds the withdrawal button; the terms are the legal page's full text.
 */
export function withdrawalInformation(
  lang: SiteLang,
  input: { seller: Seller; orderUrl: string; termsUrl: string },
): EmailSection[] {
  const t = copy[lang];
  const { seller } = input;
  return [
    {
      heading: t.heading,
      paragraphs: [t.right, t.how(seller), t.refund, t.sendBack(seller)],
      links: [
        { label: t.orderPage, url: input.orderUrl },
        { label: t.terms, url: input.termsUrl },
      ],
    },
    {
      heading: t.formHeading,
      paragraphs: [t.formNote],
      lines: t.form([postal(seller), seller.email].join(', ')),
      framed: true,
    },
  ];
}
