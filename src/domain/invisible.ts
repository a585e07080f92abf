/**
 * Characters no reader sees (Unicode's default-ignorable code points: zero-width spaces and joiners, direction
 * marks and overrides, soft hyphens, variation selectors). A name that differs from another only by them looks
 * the same on every screen, so the keys that make names unique leave them out: `Oak\u200bville` is `Oakville`.
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text without the characters no reader sees. */
export const withoutInvisible = (text: string): string => text.replace(INVISIBLE, '');
