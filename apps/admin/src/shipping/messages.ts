import type { MessageTree } from '../areas';

/** The shipping screens' texts (same keys in both languages). */
export const shippingMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      'shipping-countries': {
        name: 'País de envio |||| Países de envio',
        fields: { code: 'Código', name_pt: 'Nome', regions: 'Regiões', enabled: 'Envia para lá' },
      },
      'shipping-regions': {
        name: 'Região de envio |||| Regiões de envio',
        fields: {
          code: 'Código',
          country_code: 'País',
          name_pt: 'Nome em português',
          name_en: 'Nome em inglês',
          options: 'Opções de envio',
          enabled: 'Envia para lá',
        },
      },
      'shipping-options': {
        name: 'Opção de envio |||| Opções de envio',
        fields: {
          region_code: 'Região',
          name_pt: 'Nome em português',
          name_en: 'Nome em inglês',
          price_bands: 'Preços por número de garrafas',
          min_bottles: 'De (garrafas)',
          max_bottles: 'Até (garrafas)',
          price: 'Preço (€)',
          allow_free_shipping: 'Pode ser grátis',
          free_shipping_from: 'Grátis a partir de (€)',
          enabled: 'Ativa',
          position: 'Ordem',
        },
      },
    },
    shipping: {
      name: 'Nome',
      country: 'País',
      region: 'Região',
      enabled_for: 'Envios para %{name}',
      switched_on: '%{name}: ativado',
      switched_off: '%{name}: desativado',
      countries: {
        add: 'Adicionar país',
        added: 'País adicionado. Acrescente-lhe regiões e opções de envio.',
        empty: 'Ainda não há países de envio.',
        explanation:
          'Os países para onde a herdade envia. Clique num país para ver as suas regiões. Um país desligado deixa de aparecer no checkout, sem perder as regiões e os preços.',
        pick: 'País',
        pick_help: 'Escreva o nome do país para o encontrar.',
      },
      regions: {
        add: 'Adicionar região',
        empty: 'Este país ainda não tem regiões. Adicione uma para poder enviar para lá.',
        explanation:
          'Clique numa região para ver as suas opções de envio. Os clientes só podem escolher uma região ligada, com o país ligado e pelo menos uma opção ativa.',
        code_help: 'Comece pelo código do país, por exemplo PT-11 ou ES-AN.',
        enabled_help: 'Desligada, a região deixa de aparecer no checkout.',
      },
      options: {
        add: 'Adicionar opção',
        empty: 'Esta região ainda não tem opções de envio.',
        explanation:
          'Cada opção tem preços por número de garrafas. Clique numa opção para a alterar.',
        bands_help:
          'O primeiro escalão começa em 1 garrafa e cada escalão começa na garrafa a seguir ao anterior (1–6, 7–12, …). Acima do último escalão a opção não é oferecida.',
        never_free: 'Nunca grátis',
        always_free: 'Sempre grátis',
        free_from: 'Grátis a partir de %{amount}',
        free_from_help: 'Valor do carrinho a partir do qual o envio é grátis; 0 é sempre grátis.',
        enabled_help: 'Desligada, a opção deixa de aparecer no checkout.',
        position_help: 'As opções aparecem no checkout por esta ordem (a mais baixa primeiro).',
      },
      preview: {
        menu: 'Simular portes',
        title: 'Simular portes de envio',
        explanation:
          'Veja quanto pagaria um carrinho: escolha a região, o número de garrafas e o valor das compras. Os valores são calculados como no checkout.',
        bottles: 'Garrafas',
        subtotal: 'Valor das compras (€)',
        calculate: 'Calcular',
        option: 'Opção de envio',
        price: 'Preço do escalão',
        cost: 'O cliente paga',
        free: 'Grátis',
        cannot_carry: 'Não envia tantas garrafas',
        no_options: 'Esta região não tem opções ativas: os clientes não podem enviar para lá.',
        country_off: 'O país está desligado: os clientes não veem estas opções.',
        region_off: 'A região está desligada: os clientes não veem estas opções.',
      },
    },
  },
  en: {
    resources: {
      'shipping-countries': {
        name: 'Shipping country |||| Shipping countries',
        fields: { code: 'Code', name_pt: 'Name', regions: 'Regions', enabled: 'Ships there' },
      },
      'shipping-regions': {
        name: 'Shipping region |||| Shipping regions',
        fields: {
          code: 'Code',
          country_code: 'Country',
          name_pt: 'Name in Portuguese',
          name_en: 'Name in English',
          options: 'Shipping options',
          enabled: 'Ships there',
        },
      },
      'shipping-options': {
        name: 'Shipping option |||| Shipping options',
        fields: {
          region_code: 'Region',
          name_pt: 'Name in Portuguese',
          name_en: 'Name in English',
          price_bands: 'Prices by number of bottles',
          min_bottles: 'From (bottles)',
          max_bottles: 'To (bottles)',
          price: 'Price (€)',
          allow_free_shipping: 'Can be free',
          free_shipping_from: 'Free from (€)',
          enabled: 'Active',
          position: 'Order',
        },
      },
    },
    shipping: {
      name: 'Name',
      country: 'Country',
      region: 'Region',
      enabled_for: 'Shipping to %{name}',
      switched_on: '%{name}: switched on',
      switched_off: '%{name}: switched off',
      countries: {
        add: 'Add a country',
        added: 'Country added. Now add its regions and shipping options.',
        empty: 'There are no shipping countries yet.',
        explanation:
          'The countries the estate ships to. Click a country to see its regions. A country switched off no longer appears at checkout, and keeps its regions and prices.',
        pick: 'Country',
        pick_help: 'Type the country’s name to find it.',
      },
      regions: {
        add: 'Add a region',
        empty: 'This country has no regions yet. Add one to ship there.',
        explanation:
          'Click a region to see its shipping options. Customers can only choose a region that is on, in a country that is on, with at least one active option.',
        code_help: 'Start with the country code, for example PT-11 or ES-AN.',
        enabled_help: 'Switched off, the region no longer appears at checkout.',
      },
      options: {
        add: 'Add an option',
        empty: 'This region has no shipping options yet.',
        explanation: 'Each option has prices by number of bottles. Click an option to change it.',
        bands_help:
          'The first band starts at 1 bottle and each band starts at the bottle after the previous one (1–6, 7–12, …). Above the last band the option is not offered.',
        never_free: 'Never free',
        always_free: 'Always free',
        free_from: 'Free from %{amount}',
        free_from_help: 'Cart value from which shipping is free; 0 means always free.',
        enabled_help: 'Switched off, the option no longer appears at checkout.',
        position_help: 'Options appear at checkout in this order (lowest first).',
      },
      preview: {
        menu: 'Shipping cost preview',
        title: 'Shipping cost preview',
        explanation:
          'See what a cart would pay: choose the region, the number of bottles and the value of the goods. The figures are worked out as at checkout.',
        bottles: 'Bottles',
        subtotal: 'Value of the goods (€)',
        calculate: 'Calculate',
        option: 'Shipping option',
        price: 'Band price',
        cost: 'Customer pays',
        free: 'Free',
        cannot_carry: 'Does not ship that many bottles',
        no_options: 'This region has no active options: customers cannot ship there.',
        country_off: 'The country is switched off: customers do not see these options.',
        region_off: 'The region is switched off: customers do not see these options.',
      },
    },
  },
};
