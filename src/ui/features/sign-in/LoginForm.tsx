import { Field, Form } from 'react-final-form';
import { Link } from 'wouter';
import type { LoginValues } from '../../../application/machines/login.machine';
import { validateSignIn } from '../../../domain/session';
import { PasswordInput } from '../../shared/forms/PasswordInput';
import { shownError, TextField } from '../../shared/forms/TextField';

interface LoginFormProps {
  initialValues: LoginValues;
  pending: boolean;
  onSubmit(values: LoginValues): void;
}

/** Email, password, remember-me and the way to a forgotten password (SPEC §2, §5). */
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
          <Field<string> name="email">
            {({ input, meta }) => (
              <TextField
                {...input}
                id="login-email"
                label="Email"
                type="email"
                autoComplete="username"
                error={shownError(meta)}
              />
            )}
          </Field>
          <Field<string> name="password">
            {({ input, meta }) => (
              <PasswordInput
                {...input}
                id="login-password"
                label="Password"
                autoComplete="current-password"
                error={shownError(meta)}
              />
            )}
          </Field>
          <div className="auth-row">
            <Field<boolean> name="rememberMe" type="checkbox">
              {({ input }) => (
                <label className="auth-check">
                  <input
                    type="checkbox"
                    name={input.name}
                    checked={input.checked ?? false}
                    onChange={input.onChange}
                    onBlur={input.onBlur}
                    onFocus={input.onFocus}
                  />
                  Remember me
                </label>
              )}
            </Field>
            <Link href="/auth/reset-password" className="auth-link">
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
