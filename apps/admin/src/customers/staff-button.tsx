import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import RemoveModeratorIcon from '@mui/icons-material/RemoveModerator';
import { Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useGetIdentity, useRecordContext, useTranslate } from 'react-admin';
import { useRecordAction } from '../ui';

/**
 * Grants or removes staff access, after a confirmation. Staff cannot remove their own access
 * (the server refuses too), so the estate never locks itself out by mistake.
 */
export function StaffButton() {
  const record = useRecordContext();
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const [open, setOpen] = useState(false);
  const grant = !record?.is_staff;
  const { busy, run } = useRecordAction();
  async function save() {
    await run(
      'customers',
      record!.id,
      'staff',
      { is_staff: grant },
      grant ? 'resources.customers.staff.granted' : 'resources.customers.staff.revoked',
    );
    setOpen(false);
  }
  if (!record) return null;
  if (!grant && identity && identity.id === record.id) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('resources.customers.staff.own_account')}
      </Typography>
    );
  }
  const prefix = grant ? 'resources.customers.staff.grant' : 'resources.customers.staff.revoke';
  return (
    <>
      <Button
        variant="outlined"
        color={grant ? 'primary' : 'error'}
        startIcon={grant ? <AdminPanelSettingsIcon /> : <RemoveModeratorIcon />}
        onClick={() => setOpen(true)}
      >
        {translate(prefix)}
      </Button>
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${prefix}_title`}
        content={`${prefix}_confirm`}
        titleTranslateOptions={{ email: record.email }}
        contentTranslateOptions={{ email: record.email }}
        confirm={prefix}
        confirmColor={grant ? 'primary' : 'warning'}
        onConfirm={save}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
