import { useLang, useT } from '~/i18n/i18n';
import { useRootData } from '~/ui/root-data';
import { FormField } from './form-controls';
import { useVisitorForm } from './use-visitor-form';
import { VisitorFormFrame } from './visitor-form-frame';
import { visitorFormFields } from './visitor-form-fields';

const { fields, required } = visitorFormFields.contact;
const initial = { first_name: '', last_name: '', email: '', phone: '', subject: '', message: '' };

/** docs/product/site-pages.md#contact: the contact form (payload, states, rules and
 * messages: docs/product/site-pages.md#visitor-forms). */
export function ContactForm() {
  const t = useT();
  const lang = useLang();
  const { estate } = useRootData();
  const form = useVisitorForm({
    form: 'contact',
    idPrefix: 'contact',
    fields,
    required,
    initial,
    endpoint: '/contact_form/submit/',
    extra: () => ({ lang }),
    messages: {
      robot: t('forms.contact.robot'),
      success: t('forms.contact.success', { estate: estate.name }),
      // docs/product/site-pages.md#visitor-forms has one message for every refusal of the server.
      fieldsError: t('forms.contact.serverError'),
      serverError: t('forms.contact.serverError'),
      networkError: t('forms.contact.networkError'),
      tooMany: t('forms.tooMany'),
    },
  });

  return (
    <VisitorFormFrame
      form={form}
      testId="contact-form"
      className="mt-6 space-y-5"
      submitLabel={t('forms.contact.submit')}
      sendingLabel={t('forms.contact.sending')}
    >
      <FormField {...form.fieldProps('subject')}>
        {(control) => <input {...control} {...form.valueProps('subject')} />}
      </FormField>
      <FormField {...form.fieldProps('message')}>
        {(control) => <textarea {...control} {...form.valueProps('message')} rows={6} />}
      </FormField>
    </VisitorFormFrame>
  );
}
