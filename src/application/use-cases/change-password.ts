import { newPasswordProblems, type NewPasswordValues } from '../../domain/password';
import type { AdminProfiles } from '../ports/admin-profiles';
import { done, refused, type Outcome } from './outcome';

/** The Profile page's Change password form: the current password, and a new one typed twice. */
export interface ChangePasswordValues extends NewPasswordValues {
  current: string;
}

export type ChangePasswordErrors = Partial<Record<keyof ChangePasswordValues, string>>;

export const CURRENT_PASSWORD_MISSING = 'Current password is required!';

/** Each field's first problem: the current password is required, the new one follows docs/product.md §5. */
export function changePasswordProblems(values: Partial<ChangePasswordValues>): ChangePasswordErrors {
  const errors: ChangePasswordErrors = newPasswordProblems(values);
  if (!values.current) errors.current = CURRENT_PASSWORD_MISSING;
  return errors;
}

/** Changes the signed-in admin's password (docs/api.md, Sessions); the server judges the rest. */
export async function changePassword(
  profiles: AdminProfiles,
  values: Partial<ChangePasswordValues>,
): Promise<Outcome<ChangePasswordErrors>> {
  const errors = changePasswordProblems(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  await profiles.changePassword({
    currentPassword: values.current ?? '',
    newPassword: values.password ?? '',
  });
  return done();
}
