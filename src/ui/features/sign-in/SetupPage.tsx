import { FORM_ERROR } from 'final-form';
import { useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearch } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { locationNamed, validateFirstAdmin, type FirstAdminValues } from '../../../domain/client-details';
import { submitFailure } from '../../shared/errors/error-policy';
import { FormFailure } from '../../shared/forms/FormFailure';
import { FormField } from '../../shared/forms/FormField';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';
import { LOCATION_OPTIONS } from '../../shared/forms/location-options';

/** /setup?token=…: the first start's one-time link creates the first Super Admin (README, "First start of a business"). */
export default function SetupPage() {
  const auth = useService(TOKENS.AdminAuth);
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  const [done, setDone] = useState(false);
  if (done)
    return (
      <>
        <h1>LoyalLoop is ready</h1>
        <p className="auth-lead" role="status">
          Your Super Admin account is created. Sign in with your email and password.
        </p>
        <Link href={PATHS.login} className="button">
          Go to Log In
        </Link>
      </>
    );
  return (
    <>
      <h1>Set up LoyalLoop</h1>
      <p className="auth-lead">Create the first Super Admin of your business. This link works once.</p>
      <Form<FirstAdminValues>
        validate={validateFirstAdmin}
        onSubmit={async (values) => {
          try {
            await auth.setUpFirstAdmin({
              token,
              name: (values.name ?? '').trim(),
              email: (values.email ?? '').trim(),
              password: values.password ?? '',
              location: locationNamed(values.location) ?? '',
            });
            setDone(true);
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: submitFailure(error) ?? 'The setup could not be saved.' };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <FormField name="name" label="Name" autoComplete="name" />
            <FormField name="email" label="Email" type="email" autoComplete="username" />
            <FormField name="password" label="Password" type="password" autoComplete="new-password" />
            <FormField name="location" label="Location" options={LOCATION_OPTIONS} />
            <FormFailure message={submitError} />
            <button type="submit" className="button" disabled={submitting}>
              {submitting ? 'Creating…' : 'Create Super Admin'}
            </button>
          </form>
        )}
      />
    </>
  );
}
