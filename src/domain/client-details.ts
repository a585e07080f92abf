/**
 * What a client is enrolled, edited or imported with: a name, an email or a phone or both (one client per
 * address, one per number: docs/product.md §10.24), a location (which of the business's is the core's to judge:
 * backend/rules/locations.ts), and optionally an opening balance. The console's forms and the backend core
 * share these.
 */
import { timeZoneProblem } from './business-time';
import { CLIENT_NAME_MAX, POINTS_MAXIMUM } from './constants';
import { validateEmail } from './email';
import { validateNewPassword } from './password';
import { PHONE_MESSAGES, readPhone } from './phone';
import type { FieldErrors } from './points';

export interface ClientDetailsValues {
  name?: string | null;
  email?: string | null;
  /** Optional: any way of writing a number (docs/product.md §10.24). */
  phone?: string | null;
  location?: string | null;
}

export const CLIENT_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name can be at most ${CLIENT_NAME_MAX} characters`,
  location: 'Location is required',
  openingPoints: `Opening points must be a whole number from 0 to ${POINTS_MAXIMUM.toLocaleString('en-US')}`,
  emailTaken: (clientId: string) => `This email already belongs to client ${clientId}.`,
} as const;

/** The ledger's reason for the points a client starts with. */
export const OPENING_BALANCE_REASON = 'Opening balance';

/** A name and a location; the email is the caller's to judge (a client's and an admin's rules differ). */
function validateNameAndLocation(values: ClientDetailsValues): FieldErrors<ClientDetailsValues> {
  const errors: FieldErrors<ClientDetailsValues> = {};
  const name = (values.name ?? '').trim();
  if (name === '') errors.name = CLIENT_MESSAGES.nameRequired;
  else if (name.length > CLIENT_NAME_MAX) errors.name = CLIENT_MESSAGES.nameTooLong;
  if ((values.location ?? '').trim() === '') errors.location = CLIENT_MESSAGES.location;
  return errors;
}

/**
 * A client's email and phone (docs/product.md §10.24): each checked when given, and at least one of them
 * given; with neither, the email field says so. Answers only the fields in error, in form order.
 */
export function validateClientContact(
  values: Pick<ClientDetailsValues, 'email' | 'phone'>,
): FieldErrors<Pick<ClientDetailsValues, 'email' | 'phone'>> {
  const email = (values.email ?? '').trim();
  const phone = (values.phone ?? '').trim();
  if (email === '' && phone === '') return { email: PHONE_MESSAGES.emailOrPhone };
  const errors: FieldErrors<Pick<ClientDetailsValues, 'email' | 'phone'>> = {};
  const emailProblem = email === '' ? undefined : validateEmail(email);
  if (emailProblem) errors.email = emailProblem;
  const read = readPhone(phone);
  if (!read.ok) errors.phone = read.message;
  return errors;
}

export function validateClientDetails(values: ClientDetailsValues): FieldErrors<ClientDetailsValues> {
  const { location, ...rest } = validateNameAndLocation(values);
  return { ...rest, ...validateClientContact(values), ...(location ? { location } : {}) };
}

/**
 * Opening points: a whole number from 0 (none) to the per-transaction maximum; blank means 0. Unlike an add,
 * 0 is allowed. Answers the number, or null when refused.
 */
export function parseOpeningPoints(value: string | number | null | undefined): number | null {
  const text = typeof value === 'number' ? String(value) : (value ?? '').trim();
  if (text === '') return 0;
  if (!/^\d+$/.test(text)) return null;
  const points = Number(text);
  return points <= POINTS_MAXIMUM ? points : null;
}

/** The first start's form: the first admin's details and password (docs/product.md's password rules). */
export interface FirstAdminValues extends ClientDetailsValues {
  password?: string | null;
  /** The business's IANA time zone (docs/product.md §10.31). */
  timeZone?: string | null;
}

/** An admin's details: a name, a location and an email, which an admin always has. */
export function validateAdminDetails(values: ClientDetailsValues): FieldErrors<ClientDetailsValues> {
  const { location, ...rest } = validateNameAndLocation(values);
  const email = validateEmail((values.email ?? '').trim());
  return { ...rest, ...(email ? { email } : {}), ...(location ? { location } : {}) };
}

export function validateFirstAdmin(values: FirstAdminValues): FieldErrors<FirstAdminValues> {
  const errors: FieldErrors<FirstAdminValues> = validateAdminDetails(values);
  const password = validateNewPassword(values.password ?? undefined);
  if (password) errors.password = password;
  const zone = timeZoneProblem(values.timeZone ?? '');
  if (zone) errors.timeZone = zone;
  return errors;
}

/** The enrolment form: the details, and opening points with their reason (both optional). */
export interface EnrolValues extends ClientDetailsValues {
  points?: string | null;
  reason?: string | null;
  /** The client agrees to broadcasts by email (docs/product.md §10.27). */
  emailConsent?: boolean;
}

export function validateEnrol(values: EnrolValues): FieldErrors<EnrolValues> {
  const errors: FieldErrors<EnrolValues> = validateClientDetails(values);
  if (parseOpeningPoints(values.points) === null) errors.points = CLIENT_MESSAGES.openingPoints;
  return errors;
}
