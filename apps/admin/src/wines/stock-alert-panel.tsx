import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import { Alert, AlertTitle, Typography } from '@mui/material';
import type { AdminWine, StockAlertCounts } from '@mdc/shared';
import { useEffect, useState } from 'react';
import { regex, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { adminFetch, adminPath } from '../providers/data-provider';

// The server's rule (wineFamilySchema), checked first so staff read it in their language.
const familyRule = regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'resources.wines.errors.family');

/** The wine family: the same short name on all the vintages of one wine (decision 072). */
export function FamilyInput() {
  return (
    <TextInput
      source="family"
      validate={familyRule}
      helperText="resources.wines.helpers.family"
      fullWidth
    />
  );
}

/**
 * How many visitors wait for this wine (confirmed "tell me when it is back" alerts), read again
 * whenever the wine changes (a stock adjustment refreshes the record).
 */
export function StockAlertPanel() {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  const [counts, setCounts] = useState<StockAlertCounts | null>(null);
  const id = wine?.id;
  const version = wine?.updated_at;

  useEffect(() => {
    if (id === undefined) return;
    let current = true;
    adminFetch<StockAlertCounts>(adminPath('wines', id, 'stock-alerts'))
      .then((answer) => current && setCounts(answer))
      .catch(() => current && setCounts(null));
    return () => {
      current = false;
    };
  }, [id, version]);

  if (!counts) return null;
  return (
    <Alert
      severity="info"
      icon={<NotificationsActiveIcon />}
      sx={{ mb: 2, width: '100%' }}
      data-testid="stock-alert-panel"
    >
      <AlertTitle>{translate('resources.wines.stock_alerts.title')}</AlertTitle>
      <Typography sx={{ fontWeight: 600 }}>
        {translate('resources.wines.stock_alerts.waiting', { count: counts.waiting })}
      </Typography>
      <Typography variant="body2">
        {translate('resources.wines.stock_alerts.details', counts)}
      </Typography>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {translate('resources.wines.stock_alerts.help')}
      </Typography>
    </Alert>
  );
}
