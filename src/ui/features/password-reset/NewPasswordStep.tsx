import { Form } from 'react-final-form';
import { newPasswordProblems, type NewPasswordValues } from '../../../domain/password';
import { FormField } from '../../shared/forms/FormField';
import { PasswordRules } from './PasswordRules';
import { PasswordStrength } from './PasswordStrength';

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
        validate={newPasswordProblems}
        onSubmit={(values) => onSubmit(values.password)}
        render={({ handleSubmit, values }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <FormField
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              extra={<PasswordRules />}
            />
            <PasswordStrength password={values.password ?? ''} />
            <FormField name="confirm" label="Confirm Password" type="password" autoComplete="new-password" />
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Resetting…' : 'Reset Password'}
            </button>
          </form>
        )}
      />
    </>
  );
}
