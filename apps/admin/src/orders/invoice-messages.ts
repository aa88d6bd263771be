import type { MessageTree } from '../areas';

/** The invoice part of the order page (docs/decisions/109-invoice-provider.md). */
export const invoiceMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      orders: {
        sections: { invoices: 'Fatura' },
        invoices: {
          tax_id: 'NIF / n.º de IVA',
          final_consumer: 'Consumidor final',
          company: 'Empresa',
          none: 'Sem fatura: a encomenda não foi paga.',
          kind_invoice: 'Fatura-recibo',
          kind_credit_note: 'Nota de crédito',
          issued: 'Emitida',
          pending: 'Fatura pendente',
          failed: 'Fatura por emitir (tentativas esgotadas)',
          attempts: 'Tentativas: %{count}',
          provider: 'Serviço: %{name}',
          last_error: 'Último erro: %{error}',
          open: 'Abrir o PDF',
          retry: 'Tentar emitir de novo',
          retried: 'Emissão da fatura tentada de novo.',
        },
      },
    },
  },
  en: {
    resources: {
      orders: {
        sections: { invoices: 'Invoice' },
        invoices: {
          tax_id: 'NIF / VAT number',
          final_consumer: 'Final consumer',
          company: 'Company',
          none: 'No invoice: the order was not paid.',
          kind_invoice: 'Invoice-receipt',
          kind_credit_note: 'Credit note',
          issued: 'Issued',
          pending: 'Invoice pending',
          failed: 'Invoice not issued (attempts used up)',
          attempts: 'Attempts: %{count}',
          provider: 'Service: %{name}',
          last_error: 'Last error: %{error}',
          open: 'Open the PDF',
          retry: 'Retry issuing',
          retried: 'Invoice issuing retried.',
        },
      },
    },
  },
};
