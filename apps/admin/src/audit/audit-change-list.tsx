import { Box, Typography } from '@mui/material';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import { changeRows, plainText, type ChangeRow } from './audit-changes';

const shippingResources: Record<string, string> = {
  country: 'shipping-countries',
  region: 'shipping-regions',
  zone: 'shipping-zones',
  option: 'shipping-options',
};

/** The admin resources whose field labels name an entity's changes, by entity (and id prefix). */
function resourcesOf(entity: string, entityId: string): string[] {
  const prefix = entityId.split(':')[0] ?? '';
  switch (entity) {
    case 'wine':
    case 'price':
      return ['wines'];
    case 'stock':
      return ['wines', 'stock-movements'];
    case 'order':
      return ['orders'];
    case 'discount_code':
      return ['discount-codes'];
    case 'user':
      return ['customers'];
    case 'newsletter_subscriber':
      return ['newsletter-subscribers'];
    case 'contact_message':
      return ['contact-messages'];
    case 'booking_request':
      return ['booking-requests'];
    case 'shipping':
      return shippingResources[prefix] ? [shippingResources[prefix]] : [];
    case 'content':
      return [prefix];
    default:
      return [];
  }
}

/** Keys whose values are names from a list (statuses, reasons, kinds), said in the admin's words. */
const namedValueKeys = new Set([
  'status',
  'deliver_status',
  'payment_status',
  'reason',
  'kind',
  'allergens',
]);
const languageCodes = new Set(['pt', 'en', 'es', 'fr']);
const isoDateTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** The first of `keys` the catalogue has as a text, else null. */
function useFirstText() {
  const translate = useTranslate();
  return (keys: string[]) => {
    for (const key of keys) {
      const text: unknown = translate(key, { _: '' });
      if (typeof text === 'string' && text !== '' && text !== key) return text;
    }
    return null;
  };
}

/** The label of a change's path: the field's own label in its admin screen, else the log's. */
function useChangeLabel() {
  const first = useFirstText();
  return (row: ChangeRow, resources: string[]) => {
    const parts = row.path.split('.');
    const last = parts.at(-1)!;
    const language = languageCodes.has(last) && parts.length > 1 ? last : null;
    const base = language ? parts.slice(0, -1).join('.') : row.path;
    const label =
      first([
        ...resources.map((r) => `resources.${r}.fields.${row.path}`),
        ...resources.map((r) => `resources.${r}.fields.${base}`),
        `resources.audit-log.changes.${base}`,
        `resources.audit-log.changes.${parts.at(language ? -2 : -1)}`,
      ]) ?? base.replace(/[._]/g, ' ');
    return language && !label.includes(`(${language.toUpperCase()})`)
      ? `${label} (${language.toUpperCase()})`
      : label;
  };
}

/** One value as text in the admin's language: yes/no, numbers and dates, statuses, plain texts. */
function useValueText() {
  const translate = useTranslate();
  const first = useFirstText();
  const [locale = 'pt'] = useLocaleState();
  const tag = locale === 'pt' ? 'pt-PT' : 'en-GB';
  const text = (key: string, value: unknown, resources: string[]): string => {
    if (value === null || value === undefined || value === '') {
      return translate('resources.audit-log.values.empty');
    }
    if (typeof value === 'boolean') {
      return translate(`resources.audit-log.values.${value ? 'yes' : 'no'}`);
    }
    if (typeof value === 'number') return value.toLocaleString(tag);
    if (Array.isArray(value)) return value.map((v) => text(key, v, resources)).join(' · ');
    if (typeof value === 'object') {
      return Object.entries(value)
        .map(([inner, v]) => `${inner}: ${text(inner, v, resources)}`)
        .join(', ');
    }
    const string = String(value);
    if (isoDateTime.test(string) && !Number.isNaN(Date.parse(string))) {
      return new Date(string).toLocaleString(tag, { dateStyle: 'short', timeStyle: 'short' });
    }
    if (namedValueKeys.has(key)) {
      const named = first([
        `ui.${key === 'status' && resources.includes('orders') ? 'deliver_status' : key}.${string}`,
        `resources.wines.stock.reasons.${string}`,
        `resources.wines.e_label.allergens.${string}`,
        ...resources.flatMap((r) => [
          `resources.${r}.statuses.${string}`,
          `resources.${r}.status.${string}`,
          `resources.${r}.kinds.${string}`,
        ]),
      ]);
      if (named) return named;
    }
    return plainText(string);
  };
  return text;
}

/**
 * An audit entry's changes as label/value lines in the staff member's language ("Preço: 12,50 →
 * 14,90"), wrapping inside the column, never JSON (issue 29 point 18).
 */
export function AuditChangeList({ record }: { record: RaRecord }) {
  const translate = useTranslate();
  const label = useChangeLabel();
  const valueText = useValueText();
  const rows = changeRows(record.changes as Record<string, unknown>);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.audit-log.values.no_details')}
      </Typography>
    );
  }
  const resources = resourcesOf(String(record.entity), String(record.entity_id));
  // A record created shows its values, not "— →" before each of them.
  const created = record.action === 'create';
  return (
    <Box component="dl" sx={{ m: 0, fontSize: '0.875rem', overflowWrap: 'anywhere' }}>
      {rows.map((row) => {
        const key = row.path.split('.').at(-1)!;
        const after = valueText(key, row.after, resources);
        return (
          <Box key={row.path} sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 0.75 }}>
            <Box component="dt" sx={{ fontWeight: 600 }}>
              {label(row, resources)}:
            </Box>
            <Box component="dd" sx={{ m: 0, minWidth: 0 }}>
              {row.change && !created
                ? translate('resources.audit-log.values.from_to', {
                    before: valueText(key, row.before, resources),
                    after,
                  })
                : after}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
