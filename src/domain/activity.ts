/**
 * The activity trail's vocabulary: the backend core writes and exports it, the console lists and filters it.
 * Every change an admin makes and each sign-in event has one action.
 */
export const ACTIVITY_ACTIONS = [
  'points.added',
  'points.redeemed',
  'client.blocked',
  'client.unblocked',
  'client.notes',
  'broadcast.sent',
  'broadcast.resent',
  'password.reset',
  'profile.photo',
  'signin.succeeded',
  'signin.locked',
] as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/** How an action reads to a person: in the console and in the exported file. */
export const ACTIVITY_LABELS: Readonly<Record<ActivityAction, string>> = {
  'points.added': 'Points added',
  'points.redeemed': 'Points redeemed',
  'client.blocked': 'Client blocked',
  'client.unblocked': 'Client unblocked',
  'client.notes': 'Notes changed',
  'broadcast.sent': 'Broadcast sent',
  'broadcast.resent': 'Broadcast resent',
  'password.reset': 'Password reset',
  'profile.photo': 'Profile photo changed',
  'signin.succeeded': 'Signed in',
  'signin.locked': 'Sign-in refused: code locked',
};

/** Actions whose before and after are balances (whole numbers as text). */
export const BALANCE_ACTIONS: readonly ActivityAction[] = ['points.added', 'points.redeemed'];

export const isActivityAction = (value: string): value is ActivityAction =>
  (ACTIVITY_ACTIONS as readonly string[]).includes(value);

/** A trail grows without bound: its total is counted exactly up to this many, then said as "more than". */
export const ACTIVITY_COUNT_CAP = 10_000;
/** The most entries one page of the Activity list may ask for. */
export const ACTIVITY_LIMIT_MAX = 100;
/** The most entries one CSV export carries; past it, its last line says the file was cut. */
export const ACTIVITY_EXPORT_MAX_ROWS = 100_000;
