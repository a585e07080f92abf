/**
 * The activity trail's vocabulary: the backend core writes and exports it, the console lists and filters it.
 * Every change an admin makes and each sign-in event has one action.
 */
export const ACTIVITY_ACTIONS = [
  'points.added',
  'points.redeemed',
  'points.reversed',
  'client.blocked',
  'client.unblocked',
  'client.notes',
  'client.enrolled',
  'client.edited',
  'client.consent',
  'client.unsubscribed',
  'clients.imported',
  'admin.setup',
  'broadcast.sent',
  'broadcast.resent',
  'password.reset',
  'password.resetLocked',
  'profile.photo',
  'signin.succeeded',
  'signin.failed',
  'signin.locked',
  'signout',
  'session.reused',
  'password.changed',
  'clients.exported',
  'points.exported',
  'activity.exported',
  'team.invited',
  'team.joined',
  'team.reinvited',
  'team.revoked',
  'team.deactivated',
  'team.reactivated',
  'team.changed',
  'reward.created',
  'reward.changed',
  'reward.archived',
  'location.added',
  'location.renamed',
  'location.archived',
  'settings.zone',
  'apikey.created',
  'apikey.revoked',
  'programme.changed',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How an action reads, in the Title Case of docs/product.md §2 (Points Added): in the console and in the exported file. */
export const ACTIVITY_LABELS: Readonly<Record<ActivityAction, string>> = {
  'points.added': 'Points Added',
  'points.redeemed': 'Points Redeemed',
  'points.reversed': 'Points Reversed',
  'client.blocked': 'Client Blocked',
  'client.unblocked': 'Client Unblocked',
  'client.notes': 'Notes Changed',
  'client.enrolled': 'Client Enrolled',
  'client.edited': 'Client Details Changed',
  'client.consent': 'Email Consent Changed',
  'client.unsubscribed': 'Client Unsubscribed',
  'clients.imported': 'Clients Imported',
  'admin.setup': 'First Admin Set Up',
  'broadcast.sent': 'Broadcast Sent',
  'broadcast.resent': 'Broadcast Resent',
  'password.reset': 'Password Reset',
  'password.resetLocked': 'Password Reset Refused: Code Locked',
  'profile.photo': 'Profile Photo Changed',
  'signin.succeeded': 'Signed In',
  'signin.failed': 'Sign-In Refused: Wrong Password',
  'signin.locked': 'Sign-In Refused: Code Locked',
  signout: 'Signed Out',
  'session.reused': 'Session Ended: Refresh Token Reused',
  'password.changed': 'Password Changed',
  'clients.exported': 'Clients Exported',
  'points.exported': 'Points Exported',
  'activity.exported': 'Activity Exported',
  'team.invited': 'Admin Invited',
  'team.joined': 'Invitation Accepted',
  'team.reinvited': 'Invitation Resent',
  'team.revoked': 'Invitation Revoked',
  'team.deactivated': 'Admin Deactivated',
  'team.reactivated': 'Admin Reactivated',
  'team.changed': 'Admin Role or Location Changed',
  'reward.created': 'Reward Added',
  'reward.changed': 'Reward Changed',
  'reward.archived': 'Reward Archived',
  'location.added': 'Location Added',
  'location.renamed': 'Location Renamed',
  'location.archived': 'Location Archived',
  'settings.zone': 'Time Zone Changed',
  'apikey.created': 'API Key Created',
  'apikey.revoked': 'API Key Revoked',
  'programme.changed': 'Programme Changed',
};

/** Actions whose before and after are balances (whole numbers as text). */
export const BALANCE_ACTIONS: readonly ActivityAction[] = [
  'points.added',
  'points.redeemed',
  'points.reversed',
];

export const isActivityAction = (value: string): value is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** A trail grows without bound: its total is counted exactly up to this many, then said as "more than". */
export const ACTIVITY_COUNT_CAP = 10_000;
/** The most entries one page of the Activity list may ask for. */
export const ACTIVITY_LIMIT_MAX = 100;
/** The most entries one CSV export carries; past it, its last line says the file was cut. */
export const ACTIVITY_EXPORT_MAX_ROWS = 100_000;

/** An action's label; an action a newer server added reads as itself. */
export const activityLabel = (action: string): string =>
  isActivityAction(action) ? ACTIVITY_LABELS[action] : action;

/** What an entry changed, `120 → 195` or `Active → Blocked`; null when it changed no value (a sign-in). */
export function activityChange(entry: { before: string | null; after: string | null }): string | null {
  if (entry.before === null && entry.after === null) return null;
  const side = (value: string | null) => (value === null || value.trim() === '' ? '-' : value);
  return `${side(entry.before)} → ${side(entry.after)}`;
}
