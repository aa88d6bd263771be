import { useRef, type FormEvent } from 'react';
import { useForm, type Resolver, type UseFormRegisterReturn } from 'react-hook-form';
import { useActionData } from 'react-router';
import { useT } from '~/i18n/i18n';
import { apiUnchecked } from '~/ui/api-client';
import { useToast } from '~/ui/overlays/toasts';
import { shellTimings } from '~/ui/overlays/timings';
import type { CaptchaHandle } from './captcha';
import { clientProblems, fieldErrorKinds, type FieldErrorKind } from './field-errors';
import { fieldErrorText, fieldLabel, maxLengthOf, type VisitorField } from './field-messages';
import { errorCodeOf, fieldErrorsOf, useFieldErrorDisplay } from './form-library';
import { useSubmitGate } from './form-hooks';
import { formOutcome, settle } from './form-outcomes';
import type { FormName } from './payload-problems';
import { accepted } from './form-answer-note';
import { answerFor, type VisitorFormAnswer } from './visitor-form-fields';

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
  /**
   * react-hook-form's `register` of the field, with the API's length limit and its starting value
   * (after a post without scripts, what was typed), so the server's HTML shows it.
   */
  valueProps(
    name: F,
  ): UseFormRegisterReturn & { maxLength: number | undefined; defaultValue?: string | undefined };
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

type Values<F extends string> = Record<F, string>;

/** The toast text that says each outcome of a route action (decision 127). */
const messageOf: Record<VisitorFormAnswer['outcome'], keyof VisitorFormMessages> = {
  success: 'success',
  duplicate: 'success',
  fields: 'fieldsError',
  robot: 'robot',
  tooMany: 'tooMany',
  inStock: 'serverError',
  server: 'serverError',
};
/** react-hook-form holds the values as plain strings by field name (the typed `F` is ours). */
type FormValues = Record<string, string>;

/**
 * The fields of a visitor form (docs/product/site-pages.md#visitor-forms) on react-hook-form
 * (docs/decisions/111-one-form-library.md): checked with the API's schema before sending (loaded
 * on demand, see `clientProblems`), messages in the page's language, the focus on the first
 * invalid field, and a changed field's message gone until the next check. `submit(send)` runs
 * `send` with valid values; `show` puts a 400 answer's fields on the form.
 */
export function useVisitorFields<F extends VisitorField>(config: {
  form: FormName;
  idPrefix: string;
  fields: readonly F[];
  required: readonly F[];
  initial: Readonly<Values<F>>;
  /** Fields the payload carries beside the visible ones (language, room), from the values. */
  extra: (values: Values<F>) => Record<string, unknown>;
}) {
  const t = useT();
  // A form posted without scripts comes back with its route action's answer (decision 127).
  const answer = answerFor(useActionData(), config.form);
  const kept = answer?.values as Partial<Values<F>> | undefined;
  // The server's HTML shows the starting values too (a select's choice), not only after hydration.
  const defaults: Values<F> = { ...config.initial, ...kept };
  /** The API's schema, run in the browser; the server's answer still names what it misses. */
  const resolver: Resolver<FormValues> = async (formValues) => {
    const values = formValues as Values<F>;
    const problems = await clientProblems(config.form, { ...values, ...config.extra(values) });
    const invalid = fieldErrorKinds(config.fields, problems, values, config.required);
    if (Object.keys(invalid).length === 0) return { values, errors: {} };
    return { values: {}, errors: fieldErrorsOf(config.fields, invalid) };
  };
  const form = useForm<FormValues>({
    defaultValues: defaults,
    resolver,
    reValidateMode: 'onSubmit',
    // The focus moves after the render that shows the messages (useFieldErrorDisplay).
    shouldFocusError: false,
  });
  const display = useFieldErrorDisplay(
    form,
    config.fields,
    (field) => `${config.idPrefix}-${field}`,
  );

  /** The form's submit handler: `send` gets the checked values. */
  const submit =
    (send: (values: Values<F>) => Promise<void>) => (event: FormEvent<HTMLFormElement>) =>
      form.handleSubmit((values) => send(values as Values<F>), display.focusFirst)(event);

  /** A 400 answer's fields, shown as "required" or "invalid" beside them. */
  const show = (fields: Partial<Record<F, string>>, values: Values<F>) =>
    display.show(fieldErrorKinds(config.fields, fields, values, config.required));

  /** The props of a field's `FormField`: label, required marker and error text. */
  const fieldProps: FieldBindings<F>['fieldProps'] = (name, options = {}) => {
    const field: VisitorField = name;
    // The action's refusal shows until the browser checks the form itself.
    const posted = form.formState.submitCount === 0 ? answer?.fields[name] : undefined;
    const kind = (errorCodeOf(form, name) as FieldErrorKind | undefined) ?? posted;
    return {
      name,
      idPrefix: config.idPrefix,
      label: options.label ?? fieldLabel(t, field),
      hint: options.hint,
      required: config.required.includes(name),
      error: kind && fieldErrorText(t, field, kind),
    };
  };

  /** The control's registration, with the API's length limit; a change drops its message. */
  const valueProps: FieldBindings<F>['valueProps'] = (name) => ({
    ...form.register(name, { onChange: () => form.clearErrors(name) }),
    maxLength: maxLengthOf(name),
    defaultValue: defaults[name],
  });

  /** A field's current value, for controls that depend on another (the departure's minimum). */
  const valueOf = (name: F): string => form.watch(name) ?? '';

  const reset = () => form.reset(config.initial);

  return { submit, show, reset, fieldProps, valueProps, valueOf, answer };
}

/**
 * The contact and booking forms' behaviour (docs/product/site-pages.md#visitor-forms): the
 * fields of `useVisitorFields`, the robot check, the sending state, and the answer as toasts and
 * field errors. Field values stay after a failure and are cleared, with the robot check, after
 * a success.
 */
export function useVisitorForm<F extends VisitorField>(config: {
  form: Exclude<FormName, 'newsletter'>;
  idPrefix: string;
  fields: readonly F[];
  required: readonly F[];
  initial: Readonly<Values<F>>;
  endpoint: string;
  extra: (values: Values<F>) => Record<string, unknown>;
  messages: VisitorFormMessages;
}) {
  const toast = useToast();
  const captcha = useRef<CaptchaHandle>(null);
  const { phase, gate } = useSubmitGate(0);
  const fields = useVisitorFields(config);
  const say = (kind: 'success' | 'error', text: string) =>
    toast(kind, text, shellTimings.formToastMs);

  const send = async (values: Values<F>) => {
    if (!gate.begin()) return;
    const token = await captcha.current?.token();
    if (!token) {
      say('error', config.messages.robot);
      gate.refuse();
      return;
    }
    const payload = { ...values, ...config.extra(values), recaptcha_token: token };
    const outcome = formOutcome(
      await settle(apiUnchecked(config.endpoint, { body: payload })),
      config.fields,
    );
    switch (outcome.kind) {
      case 'success':
        say('success', config.messages.success);
        fields.reset();
        captcha.current?.reset();
        break;
      case 'fields':
        // Fields are checked before the robot check, so the solved check is still good to use.
        fields.show(outcome.fields, values);
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

  const submit = fields.submit(send);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (gate.phase !== 'idle') {
      event.preventDefault();
      return;
    }
    void submit(event);
  };

  // Posted without scripts: the same message as the toast, in the form.
  const said = fields.answer && {
    ok: accepted(fields.answer.outcome),
    text: config.messages[messageOf[fields.answer.outcome]],
  };
  return { ...fields, phase, captcha, onSubmit, said };
}
