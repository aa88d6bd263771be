import { useId, useRef, useState, type FormEvent } from 'react';
import { refusalKey, type Translate } from './sign-in-texts';
import './sign-in.css';

export interface Credentials {
  username: string;
  password: string;
}

type Field = keyof Credentials;

/** The fields left empty, in the form's order. */
export function missingFields(values: Credentials): Field[] {
  return (['username', 'password'] as const).filter((field) => values[field].trim() === '');
}

interface SignInScreenProps {
  translate: Translate;
  /** Signs in; rejects with the auth provider's message key when the sign-in is refused. */
  onSignIn: (credentials: Credentials) => Promise<unknown>;
}

/**
 * The staff sign-in page, plain React and CSS so that it shows before react-admin and MUI load
 * (main.tsx), and react-admin's login page too (layout/login-page.tsx). Staff use their shop
 * account's e-mail and password. An empty field is marked and described, and gets the focus;
 * a refusal is announced in an alert.
 */
export function SignInScreen({ translate, onSignIn }: SignInScreenProps) {
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const [missing, setMissing] = useState<Field[]>([]);
  const [refusal, setRefusal] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values = {
      username: String(data.get('username')),
      password: String(data.get('password')),
    };
    const empty = missingFields(values);
    setMissing(empty);
    if (empty.length > 0) {
      form.current?.querySelector<HTMLInputElement>(`[name=${empty[0]}]`)?.focus();
      return;
    }
    setRefusal('');
    setBusy(true);
    try {
      await onSignIn({ username: values.username.trim(), password: values.password });
    } catch (error) {
      setRefusal(translate(refusalKey(error)));
      setBusy(false);
    }
  }

  const field = (name: Field, label: string, type: string, autoComplete: string) => {
    const invalid = missing.includes(name);
    return (
      <div className="sign-in__field">
        <label htmlFor={`${id}-${name}`}>
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-${name}-error` : undefined}
          // The page's only task: react-admin's form focused the e-mail field as well.
          autoFocus={name === 'username'}
        />
        {invalid && (
          <p id={`${id}-${name}-error`} className="sign-in__field-error">
            {translate('ra.validation.required')}
          </p>
        )}
      </div>
    );
  };

  return (
    <main className="sign-in">
      <form
        ref={form}
        className="sign-in__card"
        noValidate
        onSubmit={submit}
        aria-labelledby={`${id}-title`}
      >
        <h1 id={`${id}-title`}>{translate('admin.title')}</h1>
        {field('username', translate('ra.auth.username'), 'email', 'username')}
        {field('password', translate('ra.auth.password'), 'password', 'current-password')}
        <p role="alert" className="sign-in__refusal">
          {refusal}
        </p>
        <button type="submit" disabled={busy} aria-busy={busy}>
          {translate('ra.auth.sign_in')}
        </button>
      </form>
    </main>
  );
}
