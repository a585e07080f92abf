/** The business's numbers and fixed lists of docs/product.md §9 and §3 (the console's own timings live in the UI). */
import type { BlockStatus, Country, Location, TransactionType } from './entities';

export const PAGE_SIZE = 7;
export const CODE_LENGTH = 4;
export const RESEND_COUNTDOWN_SECONDS = 60;
export const RESEND_LOCK_SECONDS = 10;
export const REMEMBER_ME_DAYS = 7;
export const RESET_SUCCESS_REDIRECT_SECONDS = 5;
export const REGISTRATION_SUCCESS_REDIRECT_SECONDS = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const STRENGTH_MAX = 5;
export const POINTS_MINIMUM = 1;
/** The most points one add or redeem may move: a typo of a few extra zeros is refused, not booked. */
export const POINTS_MAXIMUM = 1_000_000;
/** The most points a balance can hold (a PostgreSQL integer): an add past it is refused, not wrapped. */
export const MAX_BALANCE = 2_147_483_647;
/** The longest text each field takes, checked by the core and shown as a counter by the console. */
export const NOTES_MAX = 5000;
export const REASON_MAX = 1000;
export const BROADCAST_MAX = 1000;
export const SEARCH_MAX = 1000;
export const PASSWORD_MAX = 1000;
/** A person's name: a client's as enrolled or imported, an admin's as set up or invited, a vendor's. */
export const NAME_MAX = 200;
/** The business's time zone's name: longer than any IANA name (America/Argentina/ComodRivadavia is 32). */
export const TIME_ZONE_MAX = 64;
export const CLIENT_NAME_MAX = NAME_MAX;
/** The largest client file an import reads (20 MB), refused before it is read whole. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;
/** The most client rows one import file may hold. */
export const IMPORT_MAX_ROWS = 100_000;
/** How many refused rows an import's answer lists one by one; past it, only their count. */
export const IMPORT_REFUSALS_LISTED = 1000;
export const PASSWORD_SPECIAL_CHARACTERS = '!@#$%^&*(),.?":{}|<>';

/** The demo business's locations (a new business starts with the one it names at setup: domain/locations.ts). */
export const DEMO_LOCATIONS: readonly Location[] = ['Mississauga', 'Oakville'];
export const BLOCK_STATUSES: readonly BlockStatus[] = ['Active', 'Blocked'];
export const TRANSACTION_TYPES: readonly { value: TransactionType; label: string }[] = [
  { value: 'add', label: 'Points Added' },
  { value: 'redeem', label: 'Points Redeemed' },
  { value: 'opening', label: 'Opening balance' },
  { value: 'reversal', label: 'Reversal' },
  { value: 'expiry', label: 'Points Expired' },
];
export const COUNTRIES: readonly Country[] = ['Canada', 'USA', 'India', 'Ireland', 'UK'];
