import { Alert, FormControlLabel, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useInput, useTranslate } from 'react-admin';

/**
 * The shop's open/closed switch. Closing it asks for confirmation first, because visitors lose
 * the shop at once after saving.
 */
export function ShopSwitch() {
  const translate = useTranslate();
  const { field } = useInput({ source: 'shop_enabled' });
  const [confirming, setConfirming] = useState(false);
  const open = Boolean(field.value);

  return (
    <>
      <FormControlLabel
        control={
          <Switch
            checked={open}
            onChange={(event) =>
              event.target.checked ? field.onChange(true) : setConfirming(true)
            }
          />
        }
        label={translate(open ? 'settings.shop.open' : 'settings.shop.closed')}
      />
      <Typography variant="body2" sx={{ mt: 1, maxWidth: '60ch' }}>
        {translate('settings.shop.explanation')}
      </Typography>
      {!open && (
        <Alert severity="warning" sx={{ mt: 2, maxWidth: '60ch' }}>
          {translate('settings.shop.closed_note')}
        </Alert>
      )}
      <Confirm
        isOpen={confirming}
        title="settings.shop.confirm_title"
        content="settings.shop.confirm_content"
        confirm="settings.shop.confirm_close"
        onConfirm={() => {
          field.onChange(false);
          setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
