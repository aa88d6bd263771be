import { useLang, useT } from '~/i18n/i18n';
import { useRootData } from '~/ui/root-data';
import { houseGuestChoices } from '@mdc/shared';
import { FormField } from './form-controls';
import { useLisbonToday } from './form-hooks';
import { useVisitorForm } from './use-visitor-form';
import { useFormMessages, VisitorFormFrame } from './visitor-form-frame';
import { visitorFormFields } from './visitor-form-fields';

const { fields, required } = visitorFormFields.booking;
const initial = {
  first_name: '',
  last_name: '',
  email: '',
  phone: '',
  guests: '',
  arrival: '',
  departure: '',
  message: '',
};

/** The day after a YYYY-MM-DD date (the earliest departure). */
function nextDay(date: string | undefined): string | undefined {
  const time = date ? Date.parse(`${date}T00:00:00Z`) : NaN;
  return Number.isNaN(time) ? undefined : new Date(time + 86_400_000).toISOString().slice(0, 10);
}

/**
 * The house booking request (docs/product/site-pages.md#house-accommodation and docs/product/site-pages.md#visitor-forms, docs/decisions/010-house-booking-endpoint.md), bound
 * to the rental room of the company record.
 */
export function HouseBookingForm() {
  const t = useT();
  const lang = useLang();
  const { contact } = useRootData();
  const roomId = contact?.rental_room_id || undefined;
  const form = useVisitorForm({
    form: 'booking',
    idPrefix: 'booking',
    fields,
    required,
    initial,
    endpoint: '/bookings/house/',
    extra: () => ({ lang, ...(roomId ? { room_id: roomId } : {}) }),
    messages: useFormMessages('forms.booking'),
  });
  const today = useLisbonToday();
  const arrival = form.valueOf('arrival');

  return (
    <VisitorFormFrame
      form={form}
      testId="booking-form"
      className="mt-8 space-y-5 rounded-md bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-8"
      note={t('forms.booking.note')}
      submitLabel={t('forms.booking.submit')}
      sendingLabel={t('forms.booking.sending')}
    >
      <div className="grid gap-5 sm:grid-cols-3">
        <FormField {...form.fieldProps('guests')}>
          {(control) => (
            <select {...control} {...form.valueProps('guests')}>
              <option value="">{t('forms.booking.guestsChoose')}</option>
              {houseGuestChoices.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`forms.booking.guests.${choice}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...form.fieldProps('arrival')}>
          {(control) => (
            <input {...control} {...form.valueProps('arrival')} type="date" min={today} />
          )}
        </FormField>
        <FormField {...form.fieldProps('departure')}>
          {(control) => (
            <input
              {...control}
              {...form.valueProps('departure')}
              type="date"
              min={nextDay(arrival || today)}
            />
          )}
        </FormField>
      </div>
      <FormField
        {...form.fieldProps('message', {
          label: t('forms.booking.messageLabel'),
          hint: t('forms.booking.messageHint'),
        })}
      >
        {(control) => <textarea {...control} {...form.valueProps('message')} rows={4} />}
      </FormField>
    </VisitorFormFrame>
  );
}
