import type { MessageTree } from '../areas';

/** The shop settings page's texts (same keys in both languages). */
export const settingsMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    settings: {
      menu: 'Definições da loja',
      title: 'Definições da loja',
      tabs: { shop: 'Loja', shipping_text: 'Texto de envio', banners: 'Destaques' },
      shop: {
        open: 'Loja aberta: os visitantes podem comprar',
        closed: 'Loja fechada',
        explanation:
          'Com a loja fechada, o site continua visível, mas o menu deixa de mostrar a loja, as páginas da loja mostram apenas uma mensagem de "brevemente" e não é possível fazer encomendas. As encomendas já pagas não são afetadas. A mudança aplica-se assim que guardar.',
        closed_note: 'A loja vai ficar fechada para os visitantes quando guardar.',
        confirm_title: 'Fechar a loja?',
        confirm_content:
          'Depois de guardar, os visitantes deixam de poder ver os vinhos à venda e de fazer encomendas, até voltar a abrir a loja.',
        confirm_close: 'Fechar a loja',
      },
      shipping_text: {
        explanation:
          'Este texto aparece na página de cada vinho, na secção sobre envios. Escreva-o nas duas línguas.',
        title_pt: 'Título (português)',
        title_en: 'Título (inglês)',
        description_pt: 'Texto (português)',
        description_en: 'Texto (inglês)',
      },
      banners: {
        explanation:
          'Os três destaques passam em rotação no topo da página da loja. Use imagens largas (cerca de 1600 × 500 píxeis).',
        item: 'Destaque %{number}',
        image_url: 'Endereço da imagem',
        image_help: 'Carregue uma imagem ou escreva um endereço que comece por / ou https://',
        alt_pt: 'Descrição da imagem (português)',
        alt_en: 'Descrição da imagem (inglês)',
        alt_help: 'O que a imagem mostra, para quem não a consegue ver.',
        title_pt: 'Título (português)',
        title_en: 'Título (inglês)',
        text_pt: 'Texto (português)',
        text_en: 'Texto (inglês)',
        link: 'Ligação (opcional)',
        link_help:
          'Página para onde o título leva, por exemplo /shop/vinho/exmo. Deixe vazio para não ter ligação.',
      },
    },
  },
  en: {
    settings: {
      menu: 'Shop settings',
      title: 'Shop settings',
      tabs: { shop: 'Shop', shipping_text: 'Shipping text', banners: 'Banners' },
      shop: {
        open: 'Shop open: visitors can buy',
        closed: 'Shop closed',
        explanation:
          'While the shop is closed the website stays up, but the menu no longer shows the shop, the shop pages only show a "coming soon" message and no one can place an order. Orders already paid are not affected. The change applies as soon as you save.',
        closed_note: 'The shop will be closed to visitors when you save.',
        confirm_title: 'Close the shop?',
        confirm_content:
          'After you save, visitors can no longer see the wines for sale or place orders until you open the shop again.',
        confirm_close: 'Close the shop',
      },
      shipping_text: {
        explanation:
          'This text appears on every wine’s page, in the section about shipping. Write it in both languages.',
        title_pt: 'Title (Portuguese)',
        title_en: 'Title (English)',
        description_pt: 'Text (Portuguese)',
        description_en: 'Text (English)',
      },
      banners: {
        explanation:
          'The three banners rotate at the top of the shop page. Use wide images (about 1600 × 500 pixels).',
        item: 'Banner %{number}',
        image_url: 'Image address',
        image_help: 'Upload an image or type an address starting with / or https://',
        alt_pt: 'Image description (Portuguese)',
        alt_en: 'Image description (English)',
        alt_help: 'What the image shows, for people who cannot see it.',
        title_pt: 'Title (Portuguese)',
        title_en: 'Title (English)',
        text_pt: 'Text (Portuguese)',
        text_en: 'Text (English)',
        link: 'Link (optional)',
        link_help:
          'The page the title leads to, for example /en/shop/wine/exmo. Leave empty for no link.',
      },
    },
  },
};
