/** The team's changes from the console (docs/api.md, the team): the form's own checks first, the server's after. */
import { validateEmail } from '../../domain/email';
import { isAdminRole } from '../../domain/roles';
import type { TeamRepository } from '../ports/team-repository';
import { done, refused, type Outcome } from './outcome';

export interface InviteValues {
  email: string;
  name: string;
  role: string;
  location: string;
}

export type InviteErrors = Partial<Record<keyof InviteValues, string>>;

export function inviteProblems(values: Partial<InviteValues>): InviteErrors {
  const errors: InviteErrors = {};
  const email = validateEmail(values.email);
  if (email) errors.email = email;
  if ((values.name ?? '').trim() === '') errors.name = 'Name is required';
  if (!isAdminRole(values.role ?? '')) errors.role = 'Choose a role';
  if ((values.location ?? '') === '') errors.location = 'Choose a location';
  return errors;
}

export async function inviteAdmin(
  team: TeamRepository,
  values: Partial<InviteValues>,
): Promise<Outcome<InviteErrors>> {
  const errors = inviteProblems(values);
  if (Object.keys(errors).length > 0) return refused(errors);
  const { email = '', name = '', role = '', location = '' } = values;
  if (!isAdminRole(role)) return refused({ role: 'Choose a role' });
  await team.invite({ email: email.trim(), name: name.trim(), role, location });
  return done();
}

export async function changeMember(
  team: TeamRepository,
  adminId: string,
  change: { role?: string; location?: string },
): Promise<Outcome<string>> {
  const { role = '', location = '' } = change;
  if (!isAdminRole(role) || location === '') return refused('Choose a role and a location');
  await team.change(adminId, { role, location });
  return done();
}

/** A fresh link for a pending invitee; the old one dies (docs/api.md, the team). */
export async function resendInvitation(team: TeamRepository, adminId: string): Promise<void> {
  await team.resendInvitation(adminId);
}

/** A pending invitee and their link removed; a refusal is thrown with the server's words. */
export async function revokeInvitation(team: TeamRepository, adminId: string): Promise<Outcome<string>> {
  await team.revokeInvitation(adminId);
  return done();
}
