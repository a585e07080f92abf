/** A team member as the Team page's repository answers it, Avery Morgan the Super Admin unless told otherwise. */
import type { TeamMember } from '../../../src/domain/team';

export const teamMember = (over: Partial<TeamMember>): TeamMember => ({
  _id: 'a1',
  name: 'Avery Morgan',
  email: 'admin@loyalloop.demo',
  role: 'Super Admin',
  location: 'Mississauga',
  active: true,
  invited: false,
  lastSignInAt: null,
  createdAt: '2025-01-02T09:00:00.000Z',
  ...over,
});
