import type { MessageTree } from '../areas';

const textFieldsPt = {
  product_title: 'Nome do vinho',
  product_subtitle_1: 'Subtítulo 1',
  product_subtitle_2: 'Subtítulo 2',
  wine_doc: 'Denominação (ex.: Vinho Regional Alentejano)',
  main_desc: 'Descrição',
  wine_type: 'Tipo de vinho',
  grapes: 'Castas',
  soils_type: 'Tipo de solo',
  product_pdf: 'Ficha técnica (PDF)',
};

const textFieldsEn = {
  product_title: 'Wine name',
  product_subtitle_1: 'Subtitle 1',
  product_subtitle_2: 'Subtitle 2',
  wine_doc: 'Appellation (e.g. Vinho Regional Alentejano)',
  main_desc: 'Description',
  wine_type: 'Wine type',
  grapes: 'Grape varieties',
  soils_type: 'Soil type',
  product_pdf: 'Technical sheet (PDF)',
};

/** The labels of one language's texts, marked with the language ("Wine name (EN)"). */
const inLanguage = (labels: Record<string, string>, lang: string) =>
  Object.fromEntries(Object.entries(labels).map(([key, label]) => [key, `${label} (${lang})`]));

/** The wines area's texts; the same keys in both languages (checked by catalogues.test.ts). */
export const wineMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      wines: {
        name: 'Vinho |||| Vinhos',
        fields: {
          image_url: 'Fotografia',
          product_title: 'Nome',
          product_url: 'Endereço na loja',
          new_name: 'Nome do vinho',
          opening_stock: 'Garrafas em stock ao criar',
          year: 'Ano',
          price: 'Preço (€)',
          new_price: 'Preço de promoção (€)',
          bottles_quantity: 'Garrafas em stock',
          show_catalog: 'Mostrar na lista de vinhos',
          show_shop: 'Mostrar na loja',
          archived: 'Ver arquivados',
          alcohol: 'Teor alcoólico (%)',
          capacity: 'Capacidade (ml)',
          serving_temp: 'Temperatura de serviço',
          sort_order: 'Ordem na lista',
          texts: { pt: inLanguage(textFieldsPt, 'PT'), en: inLanguage(textFieldsPt, 'EN') },
        },
        tabs: {
          general: 'Geral',
          texts_pt: 'Textos PT',
          texts_en: 'Textos EN',
          prices: 'Preços e stock',
          files: 'Imagens e ficheiros',
        },
        helpers: {
          product_url:
            'Letras minúsculas, números e hífenes. Aparece no endereço da página: /vinhos/…',
          new_name:
            'O nome em português; o inglês começa igual e pode mudá-lo no separador Textos EN.',
          product_url_proposed:
            'Proposto a partir do nome (pode mudá-lo): letras minúsculas, números e hífenes. Aparece no endereço da página: /vinhos/…',
          opening_stock:
            'As garrafas disponíveis hoje. Depois, o stock muda no separador Preços e stock, com o motivo.',
          new_price: 'Deixe vazio quando não há promoção. Tem de ser inferior ao preço.',
          sort_order: 'Os números mais baixos aparecem primeiro.',
          price_history:
            'Durante uma promoção, a loja risca o preço mais baixo dos 30 dias anteriores e mede a redução a partir dele, como a lei exige (DL 109-G/2021).',
        },
        sale_preview: {
          announced:
            'A loja vai anunciar esta promoção a partir de %{reference}, o preço mais baixo dos 30 dias anteriores: −%{percent} %, poupança de %{saving} por garrafa. %{reference} é o preço riscado.',
          none: 'O preço mais baixo dos 30 dias anteriores foi %{reference}: a %{price} não há redução a anunciar. A loja mostra só o preço, sem preço riscado nem percentagem.',
        },
        price_change: {
          title: 'Confirmar uma mudança de preço grande?',
          content:
            'O preço por garrafa passa de %{from} para %{to} (%{change} %). Confirme que é este o preço a publicar na loja.',
        },
        choices: { yes: 'Sim', no: 'Não' },
        errors: {
          product_url:
            'Use só letras minúsculas sem acentos, números e hífenes (ex.: tinto-reserva).',
          new_price: 'O preço de promoção tem de ser maior que zero e inferior ao preço.',
        },
        low_stock: 'Stock baixo',
        empty: 'Ainda não há vinhos. Crie o primeiro com o botão «Criar».',
        archived_notice: 'Este vinho está arquivado: não aparece no site nem na loja.',
        actions: {
          archive: 'Arquivar',
          archive_title: 'Arquivar «%{name}»?',
          archive_content:
            'O vinho deixa de aparecer no site e na loja. As encomendas antigas não mudam. Pode restaurá-lo mais tarde.',
          archived: 'Vinho arquivado',
          restore: 'Restaurar',
          restore_title: 'Restaurar «%{name}»?',
          restore_content: 'O vinho volta a aparecer no site e na loja, conforme as opções dele.',
          restored: 'Vinho restaurado',
        },
        stock: {
          title: 'Stock',
          current: 'Garrafas em stock: %{count}',
          adjust: 'Ajustar stock',
          dialog_title: 'Ajustar o stock de «%{name}»',
          change: 'Garrafas a somar (ou a tirar, com sinal menos)',
          change_help: 'Ex.: 24 quando chegam 24 garrafas, -2 quando se partem 2.',
          reason: 'Motivo',
          note: 'Nota (opcional)',
          reasons: {
            received: 'Garrafas recebidas',
            breakage: 'Garrafas partidas',
            correction: 'Correção de contagem',
            sale: 'Venda',
            cancellation: 'Encomenda cancelada',
          },
          result: 'Ficam %{count} garrafas.',
          negative: 'O stock não pode ficar abaixo de zero.',
          save: 'Guardar ajuste',
          saved: 'Stock atualizado: %{count} garrafas',
          history: 'Movimentos de stock',
          no_history: 'Ainda não houve movimentos de stock deste vinho.',
        },
        files: {
          image_help:
            'JPEG, PNG, WebP ou AVIF até 10 MB. A fotografia é reduzida automaticamente para o site.',
          choose_image: 'Escolher fotografia',
          remove_image: 'Retirar fotografia',
          no_image: 'Sem fotografia: o site mostra uma imagem genérica.',
          uploading: 'A enviar…',
          uploaded: 'Ficheiro enviado',
          choose_pdf: 'Enviar ficha técnica (%{lang})',
          remove_pdf: 'Usar a ficha gerada automaticamente',
          pdf_uploaded: 'Ficha técnica enviada: %{link}',
          pdf_generated:
            'Sem ficha enviada: o site gera uma ficha técnica a partir dos dados do vinho.',
          open_pdf: 'Abrir a ficha técnica',
          not_pdf: 'Esse ficheiro não é um PDF.',
          not_image: 'Esse ficheiro não é uma fotografia.',
          preview_alt: 'Pré-visualização da fotografia do vinho',
        },
      },
      'stock-movements': {
        name: 'Movimento de stock |||| Movimentos de stock',
        fields: {
          created_at: 'Quando',
          change: 'Alteração',
          stock_after: 'Ficou com',
          reason: 'Motivo',
          note: 'Nota',
          user_email: 'Quem',
        },
      },
    },
  },
  en: {
    resources: {
      wines: {
        name: 'Wine |||| Wines',
        fields: {
          image_url: 'Photo',
          product_title: 'Name',
          product_url: 'Shop address',
          new_name: 'Wine name',
          opening_stock: 'Bottles in stock at creation',
          year: 'Year',
          price: 'Price (€)',
          new_price: 'Sale price (€)',
          bottles_quantity: 'Bottles in stock',
          show_catalog: 'Show in the wine list',
          show_shop: 'Show in the shop',
          archived: 'Show archived',
          alcohol: 'Alcohol (%)',
          capacity: 'Capacity (ml)',
          serving_temp: 'Serving temperature',
          sort_order: 'Position in lists',
          texts: { pt: inLanguage(textFieldsEn, 'PT'), en: inLanguage(textFieldsEn, 'EN') },
        },
        tabs: {
          general: 'General',
          texts_pt: 'Texts PT',
          texts_en: 'Texts EN',
          prices: 'Prices and stock',
          files: 'Images and files',
        },
        helpers: {
          product_url:
            'Lowercase letters, digits and hyphens. It appears in the page address: /en/wines/…',
          new_name:
            'The Portuguese name; the English one starts the same and can be changed in the Texts EN tab.',
          product_url_proposed:
            'Proposed from the name (you may change it): lowercase letters, digits and hyphens. It appears in the page address: /en/wines/…',
          opening_stock:
            'The bottles available today. Afterwards the stock changes in the Prices and stock tab, with a reason.',
          new_price: 'Leave empty when there is no sale. It must be below the price.',
          sort_order: 'Lower numbers come first.',
          price_history:
            'During a sale, the shop strikes through the lowest price of the previous 30 days and measures the reduction from it, as the law requires (DL 109-G/2021).',
        },
        sale_preview: {
          announced:
            'The shop will announce this sale against %{reference}, the lowest price of the previous 30 days: −%{percent} %, saving %{saving} per bottle. %{reference} is the struck-through price.',
          none: 'The lowest price of the previous 30 days was %{reference}: at %{price} there is no reduction to announce. The shop shows only the price, with no struck-through price or percentage.',
        },
        price_change: {
          title: 'Confirm a large price change?',
          content:
            'The price per bottle goes from %{from} to %{to} (%{change} %). Confirm that this is the price to publish in the shop.',
        },
        choices: { yes: 'Yes', no: 'No' },
        errors: {
          product_url:
            'Use only lowercase letters without accents, digits and hyphens (e.g. red-reserve).',
          new_price: 'The sale price must be above zero and below the price.',
        },
        low_stock: 'Low stock',
        empty: 'No wines yet. Create the first one with the "Create" button.',
        archived_notice: 'This wine is archived: it does not appear on the site or in the shop.',
        actions: {
          archive: 'Archive',
          archive_title: 'Archive "%{name}"?',
          archive_content:
            'The wine stops appearing on the site and in the shop. Past orders do not change. You can restore it later.',
          archived: 'Wine archived',
          restore: 'Restore',
          restore_title: 'Restore "%{name}"?',
          restore_content:
            'The wine appears on the site and in the shop again, as its options say.',
          restored: 'Wine restored',
        },
        stock: {
          title: 'Stock',
          current: 'Bottles in stock: %{count}',
          adjust: 'Adjust stock',
          dialog_title: 'Adjust the stock of "%{name}"',
          change: 'Bottles to add (or take away, with a minus sign)',
          change_help: 'E.g. 24 when 24 bottles arrive, -2 when 2 break.',
          reason: 'Reason',
          note: 'Note (optional)',
          reasons: {
            received: 'Bottles received',
            breakage: 'Bottles broken',
            correction: 'Count correction',
            sale: 'Sale',
            cancellation: 'Order cancelled',
          },
          result: '%{count} bottles will remain.',
          negative: 'The stock cannot go below zero.',
          save: 'Save adjustment',
          saved: 'Stock updated: %{count} bottles',
          history: 'Stock movements',
          no_history: 'No stock movements for this wine yet.',
        },
        files: {
          image_help: 'JPEG, PNG, WebP or AVIF up to 10 MB. The photo is resized for the site.',
          choose_image: 'Choose a photo',
          remove_image: 'Remove the photo',
          no_image: 'No photo: the site shows a generic picture.',
          uploading: 'Uploading…',
          uploaded: 'File uploaded',
          choose_pdf: 'Upload a technical sheet (%{lang})',
          remove_pdf: 'Use the automatically generated sheet',
          pdf_uploaded: 'Technical sheet uploaded: %{link}',
          pdf_generated: 'No sheet uploaded: the site makes a technical sheet from the wine data.',
          open_pdf: 'Open the technical sheet',
          not_pdf: 'That file is not a PDF.',
          not_image: 'That file is not a photo.',
          preview_alt: 'Preview of the wine photo',
        },
      },
      'stock-movements': {
        name: 'Stock movement |||| Stock movements',
        fields: {
          created_at: 'When',
          change: 'Change',
          stock_after: 'Left',
          reason: 'Reason',
          note: 'Note',
          user_email: 'Who',
        },
      },
    },
  },
};
