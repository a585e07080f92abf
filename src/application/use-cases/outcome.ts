/** Expected failures (a form the rules refuse) come back as values; unexpected ones are thrown. */
export type Outcome<E> = { ok: true } | { ok: false; errors: E };

export const done = <E>(): Outcome<E> => ({ ok: true });
export const refused = <E>(errors: E): Outcome<E> => ({ ok: false, errors });
