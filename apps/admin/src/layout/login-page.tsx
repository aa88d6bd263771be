import { Login, LoginForm } from 'react-admin';

/** react-admin's sign-in page: staff use their shop account's e-mail and password. */
export function LoginPage() {
  return (
    <Login>
      <LoginForm />
    </Login>
  );
}
