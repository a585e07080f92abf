import { Form } from 'react-final-form';
import { Link } from 'wouter';
import { validateEmail } from '../../../domain/email';
import { FormField } from '../../shared/forms/FormField';
import { PATHS } from '../../shared/routes/paths';

const validate = (values: { email?: string }) => {
  const error = validateEmail(values.email?.trim());
  return error ? { email: error } : {};
};

/** Step 1 of the reset: the email to send the code to (prefilled from the profile when signed in). */
export function ResetEmailStep({
  email,
  pending,
  onSubmit,
}: {
  email: string;
  pending: boolean;
  onSubmit(email: string): void;
}) {
  return (
    <>
      <h1>Enter Your Email for Password Reset</h1>
      <p className="auth-lead">We will email you a 4-digit code to confirm it is you.</p>
      <Form<{ email: string }>
        initialValues={{ email }}
        // The profile can arrive after the admin started typing: what was typed wins.
        keepDirtyOnReinitialize
        validate={validate}
        onSubmit={(values) => onSubmit(values.email.trim())}
        render={({ handleSubmit }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <FormField name="email" label="Email" type="email" autoComplete="username" />
            <button type="submit" className="button" disabled={pending}>
              {pending ? 'Sending…' : 'Continue'}
            </button>
          </form>
        )}
      />
      <p className="auth-row">
        <Link href={PATHS.login} className="auth-link">
          Back to Login
        </Link>
      </p>
    </>
  );
}
