/**
 * What the store matches on, computed in JavaScript when a row is written, so matching is exactly the demo's
 * (`toLowerCase()`), whatever the database's locale would make of `lower()`. The email's key is the domain's
 * (`emailKey` in src/domain/email.ts), shared with the demo's store.
 */

/** The lower-cased fields a search matches, one by one (never joined: a match never spans two fields). */
export const searchKeys = (...fields: string[]): string[] => fields.map((field) => field.toLowerCase());

/** The location filter's key. */
export const locationKey = (location: string): string => location.toLowerCase();
