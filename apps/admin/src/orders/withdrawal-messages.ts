import type { MessageTree } from '../areas';

/** The withdrawal button's texts on the order pages (decision 070). */
export const withdrawalMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      orders: {
        fields: { withdrawal: 'Livre resolução', withdrawal_requested_at: 'Livre resolução' },
        withdrawal_choices: { yes: 'Com livre resolução', no: 'Sem livre resolução' },
        sections: { withdrawal: 'Livre resolução pedida pelo cliente' },
        withdrawal: {
          marker: 'Livre resolução',
          requested_at: 'Pedida em',
          lisbon_time: 'hora de Lisboa',
          by: 'Pedida através de',
          by_link: 'Ligação da encomenda (e-mail)',
          by_account: 'Conta do cliente',
          language: 'Língua',
          reason: 'Motivo',
          no_reason: 'Sem motivo indicado',
          refund_due: 'A reembolsar',
          refunded: 'Reembolsado',
          refunded_at: 'Reembolsado em',
          refund_id: 'Referência do reembolso',
          refund_help:
            'Reembolse no prazo de 14 dias a contar do pedido. Pode aguardar a devolução das garrafas ou a prova de que o cliente as enviou.',
          refund: 'Reembolsar %{amount}',
          confirm_title: 'Reembolsar a livre resolução da encomenda %{number}?',
          confirm_text:
            'O valor de %{amount} é devolvido ao cliente através do serviço de pagamento, e o cliente é avisado por e-mail. Isto não se pode desfazer.',
          confirm: 'Sim, reembolsar',
          keep: 'Não, ainda não',
          refunded_notice: 'Reembolso feito. O cliente foi avisado por e-mail.',
          done: 'Reembolso feito.',
          refunded_elsewhere:
            'O valor pago já foi devolvido (por exemplo, ao cancelar a encomenda).',
          cancel_first:
            'A encomenda ainda não saiu da herdade: cancele-a acima, o que devolve o valor pago e repõe o stock.',
        },
      },
    },
  },
  en: {
    resources: {
      orders: {
        fields: { withdrawal: 'Withdrawal', withdrawal_requested_at: 'Withdrawal' },
        withdrawal_choices: { yes: 'Withdrawn', no: 'Not withdrawn' },
        sections: { withdrawal: 'Withdrawal requested by the customer' },
        withdrawal: {
          marker: 'Withdrawn',
          requested_at: 'Requested on',
          lisbon_time: 'Lisbon time',
          by: 'Requested through',
          by_link: 'The order link (e-mail)',
          by_account: "The customer's account",
          language: 'Language',
          reason: 'Reason',
          no_reason: 'No reason given',
          refund_due: 'To refund',
          refunded: 'Refunded',
          refunded_at: 'Refunded on',
          refund_id: 'Refund reference',
          refund_help:
            'Refund within 14 days of the request. You may wait until the bottles are back or the customer shows they sent them.',
          refund: 'Refund %{amount}',
          confirm_title: 'Refund the withdrawal from order %{number}?',
          confirm_text:
            '%{amount} is returned to the customer through the payment service, and the customer is told by e-mail. This cannot be undone.',
          confirm: 'Yes, refund',
          keep: 'Not yet',
          refunded_notice: 'Refund made. The customer was told by e-mail.',
          done: 'Refund made.',
          refunded_elsewhere:
            'What was paid has already been returned (for example, when the order was cancelled).',
          cancel_first:
            'This order has not left the estate yet: cancel it above, which refunds what was paid and puts the bottles back in stock.',
        },
      },
    },
  },
};
