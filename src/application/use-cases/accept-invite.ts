import { validateConfirmPassword, validateNewPassword } from '../../domain/password';
import type { AdminAuth } from '../ports/admin-auth';
import { done, refused, type Outcome } from './outcome';

export interface AcceptValues {
  password: string;
  confirm: string;
}

export type AcceptErrors = Partial<Record<keyof AcceptValues, string>>;

/** docs/product.md §5's password rules, the same as a reset's. */
export function acceptProblems(values: Partial<AcceptValues>): AcceptErrors {
  const errors: AcceptErrors = {};
  const password = validateNewPassword(values.password);
  const confirm = validateConfirmPassword(values.confirm, values.password);
  if (password) errors.password = password;
  if (confirm) errors.confirm = confirm;
  return errors;
}

/** Sets the invited admin's password with the link's token (docs/api.md, the team). */
export async function acceptInvite(
  auth: AdminAuth,
  token: string,
  values: Partial<AcceptValues>,
): Promise<Outcome<AcceptErrors>> {
  const errors = acceptProblems(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  await auth.acceptInvite({ token, newPassword: values.password ?? '' });
  return done();
}
