import { Form } from 'react-final-form';
import { Link } from 'wouter';
import type { LoginValues } from '../../../application/machines/login.machine';
import { validateSignIn } from '../../../domain/session';
import { CheckboxField } from '../../shared/forms/CheckboxField';
import { FormField } from '../../shared/forms/FormField';
import { PATHS } from '../../shared/routes/paths';

interface LoginFormProps {
  initialValues: LoginValues;
  pending: boolean;
  onSubmit(values: LoginValues): void;
}

/** Email, password, remember-me and the way to a forgotten password (docs/product.md §2, §5). */
export function LoginForm({ initialValues, pending, onSubmit }: LoginFormProps) {
  return (
    <Form<LoginValues>
      initialValues={initialValues}
      validate={validateSignIn}
      onSubmit={(values) =>
        onSubmit({
          email: values.email.trim(),
          password: values.password,
          rememberMe: values.rememberMe === true,
        })
      }
      render={({ handleSubmit }) => (
        <form className="auth-form" onSubmit={handleSubmit} noValidate>
          <FormField name="email" label="Email" type="email" autoComplete="username" />
          <FormField name="password" label="Password" type="password" autoComplete="current-password" />
          <div className="auth-row">
            <CheckboxField name="rememberMe" className="auth-check">
              Remember me
            </CheckboxField>
            <Link href={PATHS.resetPassword} className="auth-link">
              Forgot Password?
            </Link>
          </div>
          <button type="submit" className="button" disabled={pending}>
            {pending ? 'Logging In…' : 'Log In'}
          </button>
        </form>
      )}
    />
  );
}
