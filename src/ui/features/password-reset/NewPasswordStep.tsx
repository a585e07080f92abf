import { Field, Form } from 'react-final-form';
import { validateConfirmPassword, validateNewPassword } from '../../../domain/password';
import { PasswordInput } from '../../shared/forms/PasswordInput';
import { PasswordRules } from './PasswordRules';
import { PasswordStrength } from './PasswordStrength';
import { shownError } from '../../shared/forms/TextField';

interface NewPasswordValues {
  password: string;
  confirm: string;
}

const validate = (values: Partial<NewPasswordValues>) => {
  const errors: Partial<Record<keyof NewPasswordValues, string>> = {};
  const password = validateNewPassword(values.password);
  const confirm = validateConfirmPassword(values.confirm, values.password);
  if (password) errors.password = password;
  if (confirm) errors.confirm = confirm;
  return errors;
};

/** Step 3 of the reset: the new password with its strength bar and rules, confirmed. */
export function NewPasswordStep({
  pending,
  onSubmit,
}: {
  pending: boolean;
  onSubmit(password: string): void;
}) {
  return (
    <>
      <h1>Create New Password</h1>
      <p className="auth-lead">Choose a strong password you have not used here before.</p>
      <Form<NewPasswordValues>
        initialValues={{ password: '', confirm: '' }}
        validate={validate}
        onSubmit={(values) => onSubmit(values.password)}
        render={({ handleSubmit, values }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <Field<string> name="password">
              {({ input, meta }) => (
                <PasswordInput
                  {...input}
                  id="reset-password"
                  label="New Password"
                  autoComplete="new-password"
                  error={shownError(meta)}
                  extra={<PasswordRules />}
                />
              )}
            </Field>
            <PasswordStrength password={values.password ?? ''} />
            <Field<string> name="confirm">
              {({ input, meta }) => (
                <PasswordInput
                  {...input}
                  id="reset-confirm"
                  label="Confirm Password"
                  autoComplete="new-password"
                  error={shownError(meta)}
                />
              )}
            </Field>
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Resetting…' : 'Reset Password'}
            </button>
          </form>
        )}
      />
    </>
  );
}
