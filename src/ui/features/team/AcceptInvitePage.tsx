import { Form } from 'react-final-form';
import { useLocation, useSearch } from 'wouter';
import { TOKENS } from '../../../application/tokens';
import { acceptInvite } from '../../../application/use-cases/accept-invite';
import { newPasswordProblems, type NewPasswordValues } from '../../../domain/password';
import { FormFailure } from '../../shared/forms/FormFailure';
import { FormField } from '../../shared/forms/FormField';
import { readProblem } from '../../shared/forms/submit-problem';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';
import { PATHS } from '../../shared/routes/paths';

/**
 * /auth/accept-invite?token=…: the invitation's link (docs/api.md, the team). The invitee sets a password under
 * docs/product.md §5's rules, then signs in with it and an emailed code like every admin.
 */
export default function AcceptInvitePage() {
  const auth = useService(TOKENS.AdminAuth);
  const notifier = useService(TOKENS.Notifier);
  const [, navigate] = useLocation();
  const token = new URLSearchParams(useSearch()).get('token') ?? '';
  return (
    <>
      <h1>Set Your Password</h1>
      <p className="auth-lead">You were invited to LoyalLoop. Choose a password to finish.</p>
      <Form<NewPasswordValues>
        initialValues={{ password: '', confirm: '' }}
        validate={newPasswordProblems}
        onSubmit={(values) =>
          submitting(() => acceptInvite(auth, token, values), {
            onAccepted: () => {
              notifier.success('Your password is set. Please log in.');
              navigate(PATHS.login);
            },
          })
        }
        render={({ handleSubmit, submitting: busy, submitError }) => (
          <form className="auth-form" onSubmit={handleSubmit} noValidate>
            <FormField name="password" label="New Password" type="password" autoComplete="new-password" />
            <FormField name="confirm" label="Confirm Password" type="password" autoComplete="new-password" />
            <FormFailure message={readProblem(submitError)?.message} />
            <button type="submit" className="button" disabled={busy}>
              {busy ? 'Saving…' : 'Set Password'}
            </button>
          </form>
        )}
      />
    </>
  );
}
