/**
 * Characters no reader sees (Unicode's default-ignorable code points: zero-width spaces and joiners, direction
 * marks and overrides, soft hyphens, variation selectors). A name that differs from another only by them looks
 * the same on every screen, so the keys that make names unique leave them out: `Oak\u200bville` is `Oakville`.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text without the characters no reader sees. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');

/**
 * The controls that reorder what follows them (embeddings, overrides, isolates): `\u202eevillkaO` shows as
 * "Oakville". A name never needs them (right-to-left text orders itself), so a name holding one is refused.
 */
const DIRECTION_OVERRIDE = /[\u202a-\u202e\u2066-\u2069]/u;

export const hasDirectionOverride = (text: string): boolean => DIRECTION_OVERRIDE.test(text);

export const DIRECTION_OVERRIDE_REFUSED = (label: string): string =>
  `${label} cannot contain a character that reverses the text's direction (U+202A to U+202E, U+2066 to U+2069).`;
