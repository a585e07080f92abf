import { FORM_ERROR } from 'final-form';
import { useId, useRef, useState } from 'react';
import { Form } from 'react-final-form';
import { Link, useSearch } from 'wouter';
import { isRequestError } from '../../../application/request-error';
import { TOKENS } from '../../../application/tokens';
import { validateFirstAdmin, type FirstAdminValues } from '../../../domain/client-details';
import { LOCATION_NAME_MAX } from '../../../domain/locations';
import { locationNameProblem, tidyLocationName } from '../../../domain/location-names';
import { submitFailure } from '../../shared/errors/error-policy';
import { FormFailure } from '../../shared/forms/FormFailure';
import { FormField } from '../../shared/forms/FormField';
import { submitFocusingErrors } from '../../shared/forms/submit-focusing-errors';
import { useResource } from '../../shared/hooks/useResource';
import { useService } from '../../shared/hooks/useService';
import { MESSAGES } from '../../../domain/messages';
import { PATHS } from '../../shared/routes/paths';
import { TimeZoneList, browserTimeZone } from '../../shared/forms/time-zones';

/** /setup?token=…: the first start's one-time link creates the first Super Admin (README, "First start of a business"). */
export default function SetupPage() {
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
  if (!token) return <LinkRefused message={MESSAGES.setupNoToken} />;
  return <CheckedSetup token={token} onDone={() => setDone(true)} />;
}

/** A link that cannot create the first admin: why, in place of the form, and the way to sign in. */
function LinkRefused({ message, setUp = false }: { message: string; setUp?: boolean }) {
  return (
    <>
      <h1>Set up LoyalLoop</h1>
      <p className="auth-lead" role="alert">
        {message}
      </p>
      {setUp && (
        <Link href={PATHS.login} className="button">
          Go to Log In
        </Link>
      )}
    </>
  );
}

/**
 * Asks, as the page opens, whether the link can still create the first Super Admin, so a link already used or
 * an instance already set up says so before anything is typed. No answer (offline, a slow server) shows the form:
 * the setup itself then says what is wrong.
 */
function CheckedSetup({ token, onDone }: { token: string; onDone(): void }) {
  const auth = useService(TOKENS.AdminAuth);
  const check = useResource(token, (signal) => auth.checkSetupLink(token, signal));
  if (check.status === 'loading')
    return (
      <>
        <h1>Set up LoyalLoop</h1>
        <p className="auth-lead" role="status">
          Checking the setup link…
        </p>
      </>
    );
  const refusal = check.error;
  if (isRequestError(refusal) && refusal.kind === 'refused')
    return <LinkRefused message={refusal.message} setUp={refusal.status === 409} />;
  return <SetupForm token={token} onDone={onDone} />;
}

function SetupForm({ token, onDone }: { token: string; onDone(): void }) {
  const auth = useService(TOKENS.AdminAuth);
  const zonesId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The business's days are this zone's (docs/product.md §10.31): the browser's is the likely one.
  const [initialValues] = useState<FirstAdminValues>(() => ({ timeZone: browserTimeZone() }));
  return (
    <>
      <h1>Set up LoyalLoop</h1>
      <p className="auth-lead">Create the first Super Admin of your business. This link works once.</p>
      <Form<FirstAdminValues>
        validate={(values) => {
          // The business's first location is typed, not chosen (docs/product.md §10.29).
          const errors = validateFirstAdmin(values);
          const location = locationNameProblem(values.location ?? '', [], 'Location');
          return location ? { ...errors, location } : errors;
        }}
        initialValues={initialValues}
        onSubmit={async (values) => {
          try {
            await auth.setUpFirstAdmin({
              token,
              name: (values.name ?? '').trim(),
              email: (values.email ?? '').trim(),
              password: values.password ?? '',
              location: tidyLocationName(values.location ?? ''),
              timeZone: (values.timeZone ?? '').trim(),
            });
            onDone();
            return undefined;
          } catch (error) {
            return { [FORM_ERROR]: submitFailure(error) ?? 'The setup could not be saved.' };
          }
        }}
        render={({ handleSubmit, submitting, submitError }) => (
          <form
            ref={formRef}
            className="auth-form"
            onSubmit={submitFocusingErrors(handleSubmit, formRef)}
            noValidate
          >
            <FormField name="name" label="Name" autoComplete="name" />
            <FormField name="email" label="Email" type="email" autoComplete="username" />
            <FormField name="password" label="Password" type="password" autoComplete="new-password" />
            <FormField name="location" label="Location" autoComplete="off" limit={LOCATION_NAME_MAX} />
            <FormField name="timeZone" label="Time zone" list={zonesId} autoComplete="off" />
            <TimeZoneList id={zonesId} />
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
