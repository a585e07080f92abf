import { newPasswordProblems, type NewPasswordErrors, type NewPasswordValues } from '../../domain/password';
import type { AdminAuth } from '../ports/admin-auth';
import { done, refused, type Outcome } from './outcome';

/** Sets the invited admin's password with the link's token (docs/api.md, the team). */
export async function acceptInvite(
  auth: AdminAuth,
  token: string,
  values: Partial<NewPasswordValues>,
): Promise<Outcome<NewPasswordErrors>> {
  // docs/product.md §5's password rules, the same as a reset's.
  const errors = newPasswordProblems(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  await auth.acceptInvite({ token, newPassword: values.password ?? '' });
  return done();
}
