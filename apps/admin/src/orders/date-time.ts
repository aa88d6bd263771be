import { useLocale } from 'react-admin';

/** An instant as the estate reads it: date and time in Lisbon, in the admin's language. */
export function useDateTime() {
  const locale = useLocale();
  return (iso: string | null) =>
    iso
      ? new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'pt-PT', {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: 'Europe/Lisbon',
        })
      : '—';
}
