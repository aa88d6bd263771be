import { useLogin, useTranslate } from 'react-admin';
import { SignInScreen } from '../sign-in/sign-in-screen';

/**
 * react-admin's sign-in page (after signing out, or when a session ends): the same screen as
 * before react-admin loads (main.tsx), signing in through react-admin, which then opens the page
 * staff were on.
 */
export function LoginPage() {
  const login = useLogin();
  const translate = useTranslate();
  return <SignInScreen translate={(key) => translate(key)} onSignIn={(values) => login(values)} />;
}
