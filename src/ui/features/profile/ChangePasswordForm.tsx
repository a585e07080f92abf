import { Form } from 'react-final-form';
import { TOKENS } from '../../../application/tokens';
import {
  changePassword,
  changePasswordProblems,
  type ChangePasswordValues,
} from '../../../application/use-cases/change-password';
import { FormFailure } from '../../shared/forms/FormFailure';
import { FormField } from '../../shared/forms/FormField';
import { readProblem } from '../../shared/forms/submit-problem';
import { submitting } from '../../shared/forms/submitting';
import { useService } from '../../shared/hooks/useService';

export const PASSWORD_CHANGED_TOAST = 'Your password is changed. Every other device was signed out.';
const EMPTY: ChangePasswordValues = { current: '', password: '', confirm: '' };

/**
 * The Profile page's Change password form (docs/api.md, Sessions): the current password, a new one by the rules
 * of docs/product.md §5, typed twice. The server's refusal (a wrong current password, a common new one) shows
 * beneath the fields, which keep what was typed; success empties them.
 */
export function ChangePasswordForm() {
  const profiles = useService(TOKENS.AdminProfiles);
  const notifier = useService(TOKENS.Notifier);
  return (
    <section className="profile-password" aria-labelledby="change-password-heading">
      <h3 id="change-password-heading">Change password</h3>
      <Form<ChangePasswordValues>
        initialValues={EMPTY}
        validate={changePasswordProblems}
        onSubmit={(values, form) =>
          submitting(() => changePassword(profiles, values), {
            onAccepted: () => {
              notifier.success(PASSWORD_CHANGED_TOAST);
              // After the submit settles: final-form refuses a reset while it is submitting.
              setTimeout(() => form.restart(EMPTY));
            },
          })
        }
        render={({ handleSubmit, submitting: busy, submitError }) => (
          <form className="profile-password__form" onSubmit={handleSubmit} noValidate>
            <FormField
              name="current"
              label="Current Password"
              type="password"
              autoComplete="current-password"
            />
            <FormField name="password" label="New Password" type="password" autoComplete="new-password" />
            <FormField
              name="confirm"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
            />
            <FormFailure message={readProblem(submitError)?.message} />
            <button type="submit" className="button" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving…' : 'Save New Password'}
            </button>
          </form>
        )}
      />
    </section>
  );
}
