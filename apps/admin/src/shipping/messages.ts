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
          zone_id: 'Zona de envio',
          zone_name: 'Zona de envio',
          enabled: 'Envia para lá',
        },
      },
      'shipping-zones': {
        name: 'Zona de envio |||| Zonas de envio',
        fields: {
          name: 'Nome',
          regions: 'Regiões',
          region_codes: 'Regiões',
          options: 'Tabelas de preços',
        },
      },
      'shipping-options': {
        name: 'Opção de envio |||| Opções de envio',
        fields: {
          zone_id: 'Zona de envio',
          name_pt: 'Nome em português',
          name_en: 'Nome em inglês',
          price_bands: 'Preços por número de garrafas',
          min_bottles: 'De (garrafas)',
          max_bottles: 'Até (garrafas; vazio no último: ou mais)',
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
          'Cada região usa a tabela de preços da sua zona; para mudar os preços de uma região, mude-a de zona. Os clientes só podem escolher uma região ligada, com o país ligado e uma zona com pelo menos uma opção ativa.',
        code_help: 'Comece pelo código do país, por exemplo PT-11 ou ES-AN.',
        enabled_help: 'Desligada, a região deixa de aparecer no checkout.',
        zone_help: 'A região passa a ter os preços desta zona. Sem zona, não enviamos para lá.',
        no_zone: 'Sem zona (não enviamos)',
      },
      zones: {
        menu: 'Zonas de envio',
        add: 'Adicionar zona',
        empty: 'Ainda não há zonas de envio.',
        explanation:
          'Uma zona junta as regiões com os mesmos preços (por exemplo, Portugal continental). Clique numa zona para alterar a sua tabela de preços uma só vez para todas as suas regiões.',
        name_help: 'Só para a equipa; os clientes veem o nome da opção de envio.',
        regions_link: 'Ver as regiões desta zona',
      },
      options: {
        add: 'Adicionar opção',
        empty: 'Esta zona ainda não tem opções de envio.',
        explanation:
          'Cada opção tem preços por número de garrafas e vale para todas as regiões da zona. Clique numa opção para a alterar.',
        bands_help:
          'O primeiro escalão começa em 1 garrafa e cada escalão começa na garrafa a seguir ao anterior (1–6, 7–12, …). O último fica sem limite («ou mais»: deixe «Até» vazio), para que as encomendas grandes também tenham preço.',
        or_more: '%{from} ou mais',
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
        no_options:
          'A zona desta região não tem opções ativas: os clientes não podem enviar para lá.',
        zone: 'Zona: %{name}',
        no_zone: 'Esta região não tem zona: os clientes não podem enviar para lá.',
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
          zone_id: 'Shipping zone',
          zone_name: 'Shipping zone',
          enabled: 'Ships there',
        },
      },
      'shipping-zones': {
        name: 'Shipping zone |||| Shipping zones',
        fields: {
          name: 'Name',
          regions: 'Regions',
          region_codes: 'Regions',
          options: 'Price tables',
        },
      },
      'shipping-options': {
        name: 'Shipping option |||| Shipping options',
        fields: {
          zone_id: 'Shipping zone',
          name_pt: 'Name in Portuguese',
          name_en: 'Name in English',
          price_bands: 'Prices by number of bottles',
          min_bottles: 'From (bottles)',
          max_bottles: 'To (bottles; empty on the last: or more)',
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
          'Each region uses its zone’s price table; to change a region’s prices, move it to another zone. Customers can only choose a region that is on, in a country that is on, whose zone has at least one active option.',
        code_help: 'Start with the country code, for example PT-11 or ES-AN.',
        enabled_help: 'Switched off, the region no longer appears at checkout.',
        zone_help: 'The region takes this zone’s prices. Without a zone, we do not ship there.',
        no_zone: 'No zone (not shipped to)',
      },
      zones: {
        menu: 'Shipping zones',
        add: 'Add a zone',
        empty: 'There are no shipping zones yet.',
        explanation:
          'A zone groups the regions that share prices (for example, mainland Portugal). Click a zone to change its price table once for all its regions.',
        name_help: 'For staff only; customers see the shipping option’s name.',
        regions_link: 'See this zone’s regions',
      },
      options: {
        add: 'Add an option',
        empty: 'This zone has no shipping options yet.',
        explanation:
          'Each option has prices by number of bottles and serves every region of the zone. Click an option to change it.',
        bands_help:
          'The first band starts at 1 bottle and each band starts at the bottle after the previous one (1–6, 7–12, …). The last has no limit ("or more": leave "To" empty), so that large orders have a price too.',
        or_more: '%{from} or more',
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
        no_options: 'This region’s zone has no active options: customers cannot ship there.',
        zone: 'Zone: %{name}',
        no_zone: 'This region has no zone: customers cannot ship there.',
        country_off: 'The country is switched off: customers do not see these options.',
        region_off: 'The region is switched off: customers do not see these options.',
      },
    },
  },
};
