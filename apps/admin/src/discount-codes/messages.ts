import type { MessageTree } from '../areas';

/** The discount codes screens' texts (same keys in both languages; decision 074). */
export const discountCodeMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      'discount-codes': {
        name: 'Código de desconto |||| Códigos de desconto',
        fields: {
          code: 'Código',
          kind: 'Tipo',
          value: 'Valor',
          percent: 'Percentagem (%)',
          amount: 'Valor fixo (€)',
          min_order: 'Compra mínima (€)',
          validity: 'Validade',
          valid_from: 'Válido de',
          valid_until: 'Válido até (inclusive)',
          usage_limit: 'Limite de utilizações',
          used_count: 'Utilizações',
          uses: 'Utilizações / limite',
          active: 'Ativo',
          state: 'Estado',
          note: 'Nota interna',
          q: 'Pesquisar',
        },
        kinds: { percent: 'Percentagem', fixed: 'Valor fixo' },
        states: {
          active: 'Em vigor',
          inactive: 'Desativado',
          scheduled: 'Ainda não começou',
          expired: 'Expirado',
          used_up: 'Esgotado',
        },
        active_choices: { yes: 'Ativos', no: 'Desativados' },
        search_hint: 'Código ou nota',
        explanation:
          'Os clientes escrevem o código no checkout. O desconto aplica-se ao valor dos vinhos (depois dos preços de promoção), nunca aos portes; o envio grátis conta o valor depois do desconto. Uma encomenda à espera de pagamento ocupa uma utilização durante 30 minutos.',
        empty: 'Ainda não há códigos de desconto.',
        add: 'Novo código',
        always: 'Sempre',
        from: 'A partir de %{date}',
        until: 'Até %{date}',
        between: '%{from} – %{until}',
        no_limit: 'sem limite',
        min_order_none: 'Sem mínimo',
        help: {
          code: 'Letras, algarismos e hífenes (3 a 40). Guardado em maiúsculas; os clientes podem escrevê-lo como quiserem.',
          percent: 'Percentagem do valor dos vinhos, de 1 a 100.',
          amount: 'Euros descontados no valor dos vinhos (nunca mais do que o valor dos vinhos).',
          min_order:
            'Valor dos vinhos (depois das promoções) a partir do qual o código vale; 0 para qualquer compra.',
          valid: 'Datas de Portugal continental. Deixe em branco para não ter início ou fim.',
          usage_limit:
            'Quantas encomendas o podem usar. Deixe em branco para não ter limite. Não pode ficar abaixo das utilizações atuais.',
          active:
            'Desligado, o código é recusado no checkout (as encomendas que já o usaram não mudam).',
          note: 'Só a equipa vê: para que serve o código.',
        },
        used: 'Já usado em %{smart_count} encomenda (pagas ou à espera de pagamento). |||| Já usado em %{smart_count} encomendas (pagas ou à espera de pagamento).',
        orders_link: 'Ver as encomendas com este código',
        deactivate: 'Desativar',
        deactivate_title: 'Desativar o código %{code}?',
        deactivate_confirm:
          'Os clientes deixam de o poder usar. As encomendas que já o usaram ficam como estão. Pode voltar a ativá-lo mais tarde.',
        deactivated: 'Código desativado',
      },
    },
  },
  en: {
    resources: {
      'discount-codes': {
        name: 'Discount code |||| Discount codes',
        fields: {
          code: 'Code',
          kind: 'Type',
          value: 'Value',
          percent: 'Percentage (%)',
          amount: 'Fixed amount (€)',
          min_order: 'Minimum order (€)',
          validity: 'Valid',
          valid_from: 'Valid from',
          valid_until: 'Valid until (inclusive)',
          usage_limit: 'Usage limit',
          used_count: 'Uses',
          uses: 'Uses / limit',
          active: 'Active',
          state: 'Status',
          note: 'Internal note',
          q: 'Search',
        },
        kinds: { percent: 'Percentage', fixed: 'Fixed amount' },
        states: {
          active: 'In force',
          inactive: 'Deactivated',
          scheduled: 'Not started yet',
          expired: 'Expired',
          used_up: 'Used up',
        },
        active_choices: { yes: 'Active', no: 'Deactivated' },
        search_hint: 'Code or note',
        explanation:
          'Customers type the code at checkout. The discount applies to the wine (after sale prices), never to shipping; free shipping counts the value after the discount. An order awaiting payment holds one use for 30 minutes.',
        empty: 'There are no discount codes yet.',
        add: 'New code',
        always: 'Always',
        from: 'From %{date}',
        until: 'Until %{date}',
        between: '%{from} – %{until}',
        no_limit: 'no limit',
        min_order_none: 'No minimum',
        help: {
          code: 'Letters, digits and hyphens (3 to 40). Stored in capitals; customers may type it any way.',
          percent: 'Percentage of the wine’s value, from 1 to 100.',
          amount: 'Euros off the wine’s value (never more than the wine costs).',
          min_order:
            'Value of the wine (after sale prices) from which the code works; 0 for any order.',
          valid: 'Dates in mainland Portugal. Leave empty for no start or no end.',
          usage_limit:
            'How many orders may use it. Leave empty for no limit. It cannot go below the current uses.',
          active:
            'Switched off, the code is refused at checkout (orders that used it do not change).',
          note: 'Only staff see it: what the code is for.',
        },
        used: 'Used by %{smart_count} order so far (paid or awaiting payment). |||| Used by %{smart_count} orders so far (paid or awaiting payment).',
        orders_link: 'See the orders with this code',
        deactivate: 'Deactivate',
        deactivate_title: 'Deactivate the code %{code}?',
        deactivate_confirm:
          'Customers can no longer use it. Orders that already used it stay as they are. You can switch it on again later.',
        deactivated: 'Code deactivated',
      },
    },
  },
};
