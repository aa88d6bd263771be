import type { MessageTree } from '../areas';

export const dashboardMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    dashboard: {
      title: 'Painel',
      loading: 'A carregar o painel…',
      failed: 'Não foi possível carregar o painel.',
      see_all: 'Ver todos',
      handled: 'Tratado',
      not_handled: 'Por tratar',
      no_subject: '(sem assunto)',
      to_prepare: {
        title: 'Encomendas a preparar',
        count: 'encomenda paga por enviar |||| encomendas pagas por enviar',
        see_all: 'Ver a lista',
        oldest: 'À espera há mais tempo',
        newest: 'Mais recentes',
        none: 'Tudo enviado. Não há encomendas à espera.',
      },
      low_stock: {
        title: 'Vinhos com pouco stock',
        hint: 'Vinhos à venda na loja com %{threshold} garrafas ou menos.',
        bottles: '%{smart_count} garrafa |||| %{smart_count} garrafas',
        none: 'Nenhum vinho da loja está com pouco stock.',
      },
      sales: {
        title: 'Vendas dos últimos 30 dias',
        total_line:
          '%{amount} em %{smart_count} encomenda |||| %{amount} em %{smart_count} encomendas',
        summary:
          'Gráfico de barras das vendas por dia nos últimos %{days} dias; o melhor dia foi %{best}, com %{amount}.',
        none: 'Sem vendas nos últimos 30 dias.',
        day: 'Dia',
        total: 'Vendas',
        orders: 'Encomendas',
      },
      messages: {
        title: 'Mensagens de contacto recentes',
        none: 'Ainda não chegaram mensagens.',
      },
      bookings: {
        title: 'Pedidos de reserva recentes',
        none: 'Ainda não chegaram pedidos de reserva.',
      },
    },
  },
  en: {
    dashboard: {
      title: 'Dashboard',
      loading: 'Loading the dashboard…',
      failed: 'The dashboard could not be loaded.',
      see_all: 'See all',
      handled: 'Handled',
      not_handled: 'To handle',
      no_subject: '(no subject)',
      to_prepare: {
        title: 'Orders to prepare',
        count: 'paid order waiting to ship |||| paid orders waiting to ship',
        see_all: 'Open the list',
        oldest: 'Waiting longest',
        newest: 'Newest',
        none: 'All shipped. No orders are waiting.',
      },
      low_stock: {
        title: 'Wines low on stock',
        hint: 'Wines on sale in the shop with %{threshold} bottles or fewer.',
        bottles: '%{smart_count} bottle |||| %{smart_count} bottles',
        none: 'No wine in the shop is low on stock.',
      },
      sales: {
        title: 'Sales of the last 30 days',
        total_line: '%{amount} in %{smart_count} order |||| %{amount} in %{smart_count} orders',
        summary:
          'Bar chart of sales per day over the last %{days} days; the best day was %{best}, with %{amount}.',
        none: 'No sales in the last 30 days.',
        day: 'Day',
        total: 'Sales',
        orders: 'Orders',
      },
      messages: {
        title: 'Newest contact messages',
        none: 'No messages have arrived yet.',
      },
      bookings: {
        title: 'Newest booking requests',
        none: 'No booking requests have arrived yet.',
      },
    },
  },
};
