import type { MessageTree } from '../areas';

/**
 * The wines area's texts for wine families and stock alerts (decision 072); merged into the
 * area's catalogue in index.tsx. The same keys in both languages (checked by catalogues.test.ts).
 */
export const stockAlertMessages: { pt: MessageTree; en: MessageTree } = {
  pt: {
    resources: {
      wines: {
        fields: { family: 'Família (as colheitas do mesmo vinho)' },
        helpers: {
          family:
            'O mesmo nome curto em todas as colheitas deste vinho (ex.: avo-zeca). Uma colheita esgotada aponta para a mais recente à venda, e quem espera por ela é avisado quando sai a colheita seguinte. Vazio: nenhuma.',
        },
        errors: {
          family: 'Use só letras minúsculas sem acentos, números e hífenes (ex.: avo-zeca).',
        },
        stock_alerts: {
          title: 'Avisos de reposição',
          waiting: 'Pessoas à espera deste vinho: %{count}',
          details: 'Por confirmar: %{pending} · Já avisadas: %{notified}',
          help: 'Quem confirmou o pedido recebe um único e-mail quando o vinho voltar à loja com stock, ou quando uma colheita mais recente da mesma família ficar à venda.',
        },
      },
    },
  },
  en: {
    resources: {
      wines: {
        fields: { family: 'Family (the vintages of the same wine)' },
        helpers: {
          family:
            'The same short name on every vintage of this wine (e.g. avo-zeca). A sold-out vintage points to the newest one on sale, and those waiting for it are told when the next vintage comes out. Empty: none.',
        },
        errors: {
          family: 'Use only lowercase letters without accents, digits and hyphens (e.g. avo-zeca).',
        },
        stock_alerts: {
          title: 'Back-in-stock alerts',
          waiting: 'People waiting for this wine: %{count}',
          details: 'Not yet confirmed: %{pending} · Already told: %{notified}',
          help: 'Everyone who confirmed gets one e-mail when the wine is back in the shop with stock, or when a newer vintage of the same family goes on sale.',
        },
      },
    },
  },
};
