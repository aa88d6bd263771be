import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { parseEuroText, type AdminShippingPreview } from '@mdc/shared';
import { useState, type FormEvent } from 'react';
import { Title, useGetList, useTranslate } from 'react-admin';
import { adminFetch } from '../providers/data-provider';
import { centsOf, useMoney } from '../ui';
import { useLocalName } from './shipping-common';

/**
 * "What would this cart pay?": every enabled option of a region priced for a number of bottles
 * and a cart subtotal, by the server with checkout's own pricing.
 */
export function ShippingPreviewPage() {
  const translate = useTranslate();
  const name = useLocalName();
  const { data: regions = [] } = useGetList('shipping-regions', {
    pagination: { page: 1, perPage: 500 },
    sort: { field: 'code', order: 'ASC' },
  });
  const [region, setRegion] = useState('PT-07');
  const [bottles, setBottles] = useState('6');
  const [subtotal, setSubtotal] = useState('60');
  const [answer, setAnswer] = useState<AdminShippingPreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const euros = useMoney();

  async function calculate(event: FormEvent) {
    event.preventDefault();
    // "60,5" as the API's "60.50"; text it cannot read goes as typed, for the server's refusal.
    const read = parseEuroText(subtotal);
    const amount = read.ok && read.euros !== null ? read.euros : subtotal;
    const query = new URLSearchParams({ region, bottles, subtotal: amount });
    try {
      setAnswer(await adminFetch<AdminShippingPreview>(`/api/admin/shipping/preview/?${query}`));
      setError(null);
    } catch (failure) {
      setAnswer(null);
      setError((failure as Error).message);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title="shipping.preview.title" />
      <CardContent>
        <Typography variant="body2" sx={{ mb: 2, maxWidth: '60ch' }}>
          {translate('shipping.preview.explanation')}
        </Typography>
        <Box component="form" onSubmit={calculate}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} alignItems={{ sm: 'center' }}>
            <TextField
              select
              label={translate('shipping.region')}
              value={regions.length ? region : ''}
              onChange={(event) => setRegion(event.target.value)}
              sx={{ minWidth: 240 }}
            >
              {regions.map((record) => (
                <MenuItem key={record.id} value={record.id}>
                  {name(record)} ({record.id})
                </MenuItem>
              ))}
            </TextField>
            <TextField
              label={translate('shipping.preview.bottles')}
              type="number"
              value={bottles}
              onChange={(event) => setBottles(event.target.value)}
              slotProps={{ htmlInput: { min: 1, max: 1000, step: 1 } }}
            />
            <TextField
              label={translate('shipping.preview.subtotal')}
              type="number"
              value={subtotal}
              onChange={(event) => setSubtotal(event.target.value)}
              slotProps={{ htmlInput: { min: 0, step: 0.01 } }}
            />
            <Button type="submit" variant="contained" sx={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
              {translate('shipping.preview.calculate')}
            </Button>
          </Stack>
        </Box>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
        {answer && (
          <Box sx={{ mt: 3 }} aria-live="polite">
            {!answer.country_enabled && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('shipping.preview.country_off')}
              </Alert>
            )}
            {answer.country_enabled && !answer.region_enabled && (
              <Alert severity="warning" sx={{ mb: 2 }}>
                {translate('shipping.preview.region_off')}
              </Alert>
            )}
            {answer.zone_name !== null && (
              <Typography sx={{ mb: 1 }}>
                {translate('shipping.preview.zone', { name: answer.zone_name })}
              </Typography>
            )}
            {answer.zone_id === null ? (
              <Typography>{translate('shipping.preview.no_zone')}</Typography>
            ) : answer.results.length === 0 ? (
              <Typography>{translate('shipping.preview.no_options')}</Typography>
            ) : (
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{translate('shipping.preview.option')}</TableCell>
                    <TableCell align="right">{translate('shipping.preview.price')}</TableCell>
                    <TableCell align="right">{translate('shipping.preview.cost')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {answer.results.map((result) => (
                    <TableRow key={result.id}>
                      <TableCell>{name(result)}</TableCell>
                      {result.carries ? (
                        <>
                          <TableCell align="right">{euros(result.price!)}</TableCell>
                          <TableCell align="right">
                            {centsOf(result.cost) === 0 && centsOf(result.price) !== 0
                              ? translate('shipping.preview.free')
                              : euros(result.cost!)}
                          </TableCell>
                        </>
                      ) : (
                        <TableCell colSpan={2} align="right">
                          {translate('shipping.preview.cannot_carry')}
                        </TableCell>
                      )}
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
