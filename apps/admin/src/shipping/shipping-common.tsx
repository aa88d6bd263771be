import { Switch } from '@mui/material';
import {
  useLocaleState,
  useNotify,
  useRecordContext,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';

/** A record's name in the admin's language (records carry name_pt and name_en). */
export function useLocalName() {
  const [locale] = useLocaleState();
  return (record?: { name_pt: string; name_en: string } | RaRecord) =>
    record ? String(locale === 'en' ? record.name_en : record.name_pt) : '';
}

/** The "name" column and option text: the record's name in the admin's language. */
export function LocalName() {
  const record = useRecordContext();
  const name = useLocalName();
  return <>{name(record)}</>;
}

/**
 * A switch in a list row that turns the record on or off at once (saved immediately, with a
 * notice), without opening the row.
 */
export function EnabledToggle({ resource }: { resource: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const name = useLocalName();
  const [update, { isPending }] = useUpdate();
  if (!record) return null;
  return (
    <Switch
      checked={Boolean(record.enabled)}
      disabled={isPending}
      slotProps={{
        input: { 'aria-label': translate('shipping.enabled_for', { name: name(record) }) },
      }}
      onClick={(event) => event.stopPropagation()}
      onChange={(event) =>
        update(
          resource,
          {
            id: record.id,
            data: { ...record, enabled: event.target.checked },
            previousData: record,
          },
          {
            mutationMode: 'pessimistic',
            onSuccess: () =>
              notify(event.target.checked ? 'shipping.switched_on' : 'shipping.switched_off', {
                type: 'success',
                messageArgs: { name: name(record) },
              }),
            onError: (error) => notify((error as Error).message, { type: 'error' }),
          },
        )
      }
    />
  );
}

/** A list filter in the address bar, for links from a country to its regions and so on. */
export const filteredList = (resource: string, filter: Record<string, string>) =>
  `/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
