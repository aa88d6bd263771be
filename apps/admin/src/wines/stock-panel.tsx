import InventoryIcon from '@mui/icons-material/Inventory';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import {
  lowStockThreshold,
  parseDecimalText,
  staffStockReasons,
  type AdminWine,
} from '@mdc/shared';
import { useState } from 'react';
import {
  Datagrid,
  DateField,
  FunctionField,
  Pagination,
  ReferenceManyField,
  TextField as RaTextField,
  useNotify,
  useRecordContext,
  useRefresh,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { dataProvider } from '../providers/data-provider';

/** The stock count, highlighted when it is low (the shop shows "Only N left" then). */
export function StockCount({ count }: { count: number }) {
  const translate = useTranslate();
  const low = count <= lowStockThreshold;
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      <Typography
        component="span"
        sx={{ fontWeight: low ? 700 : 400, color: low ? 'error.dark' : 'inherit' }}
      >
        {count}
      </Typography>
      {low ? (
        <Chip size="small" color="error" label={translate('resources.wines.low_stock')} />
      ) : null}
    </Stack>
  );
}

/**
 * The "Adjust stock" dialog. Plain inputs, not a react-admin form: the dialog opens inside the
 * wine's edit form, and a nested form would submit the wine too.
 */
function AdjustStockDialog({ wine, onClose }: { wine: AdminWine; onClose: () => void }) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [change, setChange] = useState('');
  const [reason, setReason] = useState<(typeof staffStockReasons)[number]>('received');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // Whole bottles, with a minus to take some away; "1.000" is refused, not read as 1.
  const read = parseDecimalText(change, { decimals: 0, negative: true });
  const amount = read.ok ? (read.value ?? 0) : 0;
  const valid = amount !== 0;
  const after = wine.bottles_quantity + (valid ? amount : 0);

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const saved = await dataProvider.action<AdminWine>('wines', wine.id, 'stock', {
        change: amount,
        reason,
        note,
      });
      notify('resources.wines.stock.saved', {
        type: 'success',
        messageArgs: { count: saved.bottles_quantity },
      });
      refresh();
      onClose();
    } catch (failure) {
      setError((failure as Error).message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-stock-title">
      <DialogTitle id="adjust-stock-title">
        {translate('resources.wines.stock.dialog_title', { name: wine.product_title })}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Typography>
            {translate('resources.wines.stock.current', { count: wine.bottles_quantity })}
          </Typography>
          <TextField
            label={translate('resources.wines.stock.change')}
            helperText={
              read.ok
                ? translate('resources.wines.stock.change_help')
                : translate(`ui.number.${read.problem}`)
            }
            error={!read.ok}
            value={change}
            onChange={(event) => setChange(event.target.value)}
            autoFocus
            required
          />
          <TextField
            select
            label={translate('resources.wines.stock.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as typeof reason)}
          >
            {staffStockReasons.map((id) => (
              <MenuItem key={id} value={id}>
                {translate(`resources.wines.stock.reasons.${id}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={translate('resources.wines.stock.note')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 300 } }}
            multiline
          />
          {valid ? (
            after < 0 ? (
              <Alert severity="error">{translate('resources.wines.stock.negative')}</Alert>
            ) : (
              <Alert severity="info">
                {translate('resources.wines.stock.result', { count: after })}
              </Alert>
            )
          ) : null}
          {error ? <Alert severity="error">{error}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
        <Button variant="contained" onClick={save} disabled={!valid || after < 0 || saving}>
          {translate('resources.wines.stock.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Current stock, the "Adjust stock" button and the history of movements. */
export function StockPanel() {
  const wine = useRecordContext<AdminWine>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!wine) return null;
  return (
    <Box sx={{ width: '100%', mt: 2 }}>
      <Typography variant="h6" component="h3">
        {translate('resources.wines.stock.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={2}
        alignItems="center"
        flexWrap="wrap"
        sx={{ my: 1 }}
        useFlexGap
      >
        <Typography component="span">
          {translate('resources.wines.fields.bottles_quantity')}:
        </Typography>
        <StockCount count={wine.bottles_quantity} />
        <Button variant="contained" startIcon={<InventoryIcon />} onClick={() => setOpen(true)}>
          {translate('resources.wines.stock.adjust')}
        </Button>
      </Stack>
      {open ? <AdjustStockDialog wine={wine} onClose={() => setOpen(false)} /> : null}
      <Typography variant="subtitle1" component="h4" sx={{ mt: 2 }}>
        {translate('resources.wines.stock.history')}
      </Typography>
      <ReferenceManyField
        reference="stock-movements"
        target="wine_id"
        sort={{ field: 'id', order: 'DESC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      >
        <Datagrid
          bulkActionButtons={false}
          rowClick={false}
          empty={
            <Typography variant="body2" sx={{ py: 1 }}>
              {translate('resources.wines.stock.no_history')}
            </Typography>
          }
        >
          <DateField source="created_at" showTime />
          <FunctionField
            source="change"
            render={(movement: RaRecord) =>
              movement.change > 0 ? `+${movement.change}` : String(movement.change)
            }
          />
          <RaTextField source="stock_after" />
          <FunctionField
            source="reason"
            render={(movement: RaRecord) =>
              translate(`resources.wines.stock.reasons.${movement.reason}`, { _: movement.reason })
            }
          />
          <RaTextField source="note" />
          <RaTextField source="user_email" emptyText="—" />
        </Datagrid>
      </ReferenceManyField>
    </Box>
  );
}
