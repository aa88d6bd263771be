import type { MessageTree } from '../areas';

/**
 * Texts of the shared pieces (ui/), merged into every catalogue by i18n-provider.ts. The order
 * statuses are the labels of docs/product/shop.md#orders-and-statuses, as the shop's profile badges show them.
 */
export const uiMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    ui: {
      deliver_status: {
        pending: 'Pendente',
        processing: 'Em Preparação',
        shipped: 'Enviado',
        on_the_way: 'A Caminho',
        delivered: 'Entregue',
        returned: 'Devolvido',
        cancelled: 'Cancelado',
      },
      payment_status: {
        awaiting_payment: 'Por pagar',
        paid: 'Pago',
        failed: 'Pagamento falhou',
        expired: 'Não pago (expirou)',
        refunded: 'Reembolsado',
      },
      image: {
        upload: 'Carregar imagem',
        uploaded: 'Imagem carregada. Não se esqueça de guardar.',
        upload_failed: 'Não foi possível carregar a imagem.',
        preview: 'Pré-visualização da imagem',
        none: 'Sem imagem',
      },
      search: 'Pesquisar',
      number: {
        will_save: 'Será guardado como %{value}',
        format: 'Escreva só algarismos, com vírgula ou ponto para as casas decimais (ex.: 14,90).',
        ambiguous:
          'Não é claro: pode ler-se como milhares. Escreva sem separador de milhares (ex.: 1490 ou 1,49).',
        decimals: 'Tem casas decimais a mais para este campo.',
        min: 'Tem de ser pelo menos %{min}.',
        max: 'Não pode passar de %{max}.',
      },
      booking: {
        experience: {
          vineyard_cellar: 'Passeio na vinha e prova na adega',
          talha_tasting: 'Prova de vinho de talha',
          vineyard_picnic: 'Piquenique na vinha',
          harvest_day: 'Dia de vindima',
        },
        people: '%{smart_count} pessoa |||| %{smart_count} pessoas',
      },
    },
  },
  en: {
    ui: {
      deliver_status: {
        pending: 'Pending',
        processing: 'Processing',
        shipped: 'Shipped',
        on_the_way: 'On the Way',
        delivered: 'Delivered',
        returned: 'Returned',
        cancelled: 'Cancelled',
      },
      payment_status: {
        awaiting_payment: 'Awaiting payment',
        paid: 'Paid',
        failed: 'Payment failed',
        expired: 'Not paid (expired)',
        refunded: 'Refunded',
      },
      image: {
        upload: 'Upload image',
        uploaded: 'Image uploaded. Remember to save.',
        upload_failed: 'The image could not be uploaded.',
        preview: 'Image preview',
        none: 'No image',
      },
      search: 'Search',
      number: {
        will_save: 'Will be saved as %{value}',
        format: 'Use digits only, with a comma or a point for decimals (e.g. 14.90).',
        ambiguous:
          'Unclear: it could be read as thousands. Write it without a thousands separator (e.g. 1490 or 1.49).',
        decimals: 'Too many decimal places for this field.',
        min: 'Must be at least %{min}.',
        max: 'Must be at most %{max}.',
      },
      booking: {
        experience: {
          vineyard_cellar: 'Vineyard walk and cellar tasting',
          talha_tasting: 'Talha wine tasting',
          vineyard_picnic: 'Picnic in the vineyard',
          harvest_day: 'Harvest day',
        },
        people: '%{smart_count} person |||| %{smart_count} people',
      },
    },
  },
};
