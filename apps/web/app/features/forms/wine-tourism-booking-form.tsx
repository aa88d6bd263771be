import {
  activityLanguages,
  earliestVisitDate,
  latestVisitDate,
  wineTourismBookingLeadDays,
  wineTourismExperiences,
  wineTourismPeople,
} from '@mdc/shared';
import { useLang, useT } from '~/i18n/i18n';
import { FormField } from './form-controls';
import { useLisbonToday } from './form-hooks';
import { useVisitorForm } from './use-visitor-form';
import { useFormMessages, VisitorFormFrame } from './visitor-form-frame';
import { visitorFormFields } from './visitor-form-fields';

const { fields, required } = visitorFormFields.wineTourism;

const peopleChoices = Array.from(
  { length: wineTourismPeople.max - wineTourismPeople.min + 1 },
  (_, index) => String(wineTourismPeople.min + index),
);

/**
 * The number of people as the API takes it: a number, or nothing while none is chosen (so the
 * field reads "required", not "invalid").
 */
const peopleCount = (value: string) => (value ? Number(value) : undefined);

/**
 * The wine-tourism booking request (docs/decisions/073-wine-tourism-booking.md): built like the
 * house's, with the experience, the day (at least the lead time ahead in Lisbon), the number of
 * people and the language of the visit. The API takes the number of people as a number.
 */
export function WineTourismBookingForm() {
  const t = useT();
  const lang = useLang();
  const initial = {
    first_name: '',
    last_name: '',
    email: '',
    phone: '',
    experience: '',
    visit_date: '',
    people: '',
    // Most visitors want the visit in the language they read the site in.
    activity_language: lang,
    message: '',
  };
  const form = useVisitorForm({
    form: 'wineTourism',
    idPrefix: 'wine-tourism',
    fields,
    required,
    initial,
    endpoint: '/bookings/wine-tourism/',
    // From the values being checked or sent.
    extra: (values) => ({ lang, people: peopleCount(values.people) }),
    messages: useFormMessages('wineTourismBooking'),
  });
  const today = useLisbonToday();

  return (
    <VisitorFormFrame
      form={form}
      testId="wine-tourism-form"
      className="mt-8 space-y-5 rounded-md bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-8"
      note={t('wineTourismBooking.note')}
      submitLabel={t('wineTourismBooking.submit')}
      sendingLabel={t('wineTourismBooking.sending')}
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField {...form.fieldProps('experience')} className="sm:col-span-2">
          {(control) => (
            <select {...control} {...form.valueProps('experience')}>
              <option value="">{t('wineTourismBooking.choose')}</option>
              {wineTourismExperiences.map((experience) => (
                <option key={experience} value={experience}>
                  {t(`wineTourismBooking.experiences.${experience}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          {...form.fieldProps('visit_date', {
            hint: t('wineTourismBooking.fields.visit_date.hint', {
              days: wineTourismBookingLeadDays,
            }),
          })}
        >
          {(control) => (
            <input
              {...control}
              {...form.valueProps('visit_date')}
              type="date"
              min={today && earliestVisitDate(today)}
              max={today && latestVisitDate(today)}
            />
          )}
        </FormField>
        <FormField
          {...form.fieldProps('people', {
            hint: t('wineTourismBooking.fields.people.hint', wineTourismPeople),
          })}
        >
          {(control) => (
            <select {...control} {...form.valueProps('people')}>
              <option value="">{t('wineTourismBooking.choose')}</option>
              {peopleChoices.map((count) => (
                <option key={count} value={count}>
                  {count}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField {...form.fieldProps('activity_language')}>
          {(control) => (
            <select {...control} {...form.valueProps('activity_language')}>
              {/* A required select starts with an empty choice (HTML: the placeholder option). */}
              <option value="">{t('wineTourismBooking.choose')}</option>
              {activityLanguages.map((language) => (
                <option key={language} value={language}>
                  {t(`wineTourismBooking.languages.${language}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField {...form.fieldProps('message', { hint: t('wineTourismBooking.messageHint') })}>
        {(control) => <textarea {...control} {...form.valueProps('message')} rows={4} />}
      </FormField>
    </VisitorFormFrame>
  );
}
