import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useT } from '~/i18n/i18n';
import { api } from '~/ui/api-client';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import type { CaptchaHandle } from './captcha';
import { clientProblems, fieldErrorKinds } from './field-errors';
import { fieldErrorText, fieldLabel, maxLengthOf, type VisitorField } from './field-messages';
import { useFieldErrors, useSubmitGate } from './form-hooks';
import { formOutcome, settle } from './form-outcomes';
import type { FormName } from './payload-problems';

/** How a form lends its fields to `FormField` and the controls (see `PersonFields`). */
export interface FieldBindings<F extends string> {
  fieldProps(
    name: F,
    options?: { label?: string; hint?: string },
  ): {
    name: string;
    idPrefix: string;
    label: string;
    hint: string | undefined;
    required: boolean;
    error: string | undefined;
  };
  valueProps(name: F): {
    value: string;
    maxLength: number | undefined;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  };
}

/** The toasts of a form whose answer is only "ok or not" (docs/product/site-pages.md#visitor-forms, decision 013). */
export interface VisitorFormMessages {
  robot: string;
  success: string;
  fieldsError: string;
  serverError: string;
  networkError: string;
  tooMany: string;
}

/**
 * The contact and booking forms' behaviour (docs/product/site-pages.md#visitor-forms): fields checked with the API's schema
 * before sending, the robot check, the sending state, and the answer as toasts and field errors.
 * Field values stay after a failure and are cleared, with the robot check, after a success.
 */
export function useVisitorForm<F extends VisitorField>(config: {
  form: Exclude<FormName, 'newsletter'>;
  idPrefix: string;
  fields: readonly F[];
  required: readonly F[];
  initial: Readonly<Record<F, string>>;
  endpoint: string;
  /** Fields the payload carries beside the visible ones (language, room). */
  extra: () => Record<string, unknown>;
  messages: VisitorFormMessages;
}) {
  const t = useT();
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const [values, setValues] = useState<Record<F, string>>(config.initial);
  const { phase, gate } = useSubmitGate(0);
  const { errors, show, clear } = useFieldErrors(config.fields, config.idPrefix);
  const say = (kind: 'success' | 'error', text: string) =>
    toast(kind, text, shellTimings.formToastMs);

  const setValue = (field: F, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clear(field);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (gate.phase !== 'idle') return;
    const payload = { ...values, ...config.extra() };
    const problems = await clientProblems(config.form, payload);
    const invalid = fieldErrorKinds(config.fields, problems, values, config.required);
    show(invalid);
    if (Object.keys(invalid).length > 0 || !gate.begin()) return;

    const token = await captcha.current?.token();
    if (!token) {
      say('error', config.messages.robot);
      gate.refuse();
      return;
    }
    const outcome = formOutcome(
      await settle(api(config.endpoint, { body: { ...payload, recaptcha_token: token } })),
      config.fields,
    );
    switch (outcome.kind) {
      case 'success':
        say('success', config.messages.success);
        setValues(config.initial);
        captcha.current?.reset();
        break;
      case 'fields':
        // Fields are checked before the robot check, so the solved check is still good to use.
        show(fieldErrorKinds(config.fields, outcome.fields, values, config.required));
        say('error', config.messages.fieldsError);
        break;
      case 'tooMany':
        say('error', config.messages.tooMany);
        break;
      case 'robot':
        say('error', config.messages.robot);
        captcha.current?.reset();
        break;
      case 'server':
        say('error', config.messages.serverError);
        captcha.current?.reset();
        break;
      case 'network':
        say('error', config.messages.networkError);
        captcha.current?.reset();
        break;
    }
    gate.finish();
  };

  /** The props of a field's `FormField`: label, required marker and error text. */
  const fieldProps: FieldBindings<F>['fieldProps'] = (name, options = {}) => {
    const field: VisitorField = name;
    const error = errors[name];
    return {
      name,
      idPrefix: config.idPrefix,
      label: options.label ?? fieldLabel(t, field),
      hint: options.hint,
      required: config.required.includes(name),
      error: error && fieldErrorText(t, field, error),
    };
  };

  /** The value props of a field's control, with the API's length limit. */
  const valueProps: FieldBindings<F>['valueProps'] = (name) => ({
    value: values[name],
    maxLength: maxLengthOf(name),
    onChange: (event) => setValue(name, event.target.value),
  });

  return { phase, captcha, onSubmit, fieldProps, valueProps };
}
