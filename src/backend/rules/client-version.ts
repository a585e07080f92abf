/**
 * A client's version tag (docs/api.md, "Edits and versions"; docs/product.md §10): GET admin/view-client/{id}
 * answers it as `ETag`; a change of the client's details, notes or block may send it back as `If-Match`, and
 * a stale one is refused with 409 naming what changed since. The tag covers only what those edits change —
 * the details (name, email, phone, location), the notes, the block (status and reason) — never the balance, so a
 * colleague's points never make an edit fail. It is a digest of those fields, one per part, so the refusal
 * can say which part changed; a value changed and changed back reads as unchanged, which loses nothing.
 */
import { refuse } from '../answers';
import type { ClientListRow } from '../records';
import type { JsonAnswer } from '../wire';
import { fnv1a } from './request-fingerprint';

export type VersionedClient = Pick<
  ClientListRow,
  'name' | 'email' | 'phone' | 'location' | 'notes' | 'blockStatus' | 'reason'
>;

/** The parts an edit changes, in the order the tag writes them, with the words a refusal names them by. */
const PARTS = [
  {
    part: 'details',
    words: 'the details',
    of: (c: VersionedClient) => [c.name, c.email, c.phone, c.location],
  },
  { part: 'notes', words: 'the notes', of: (c: VersionedClient) => [c.notes] },
  { part: 'block', words: 'the block status', of: (c: VersionedClient) => [c.blockStatus, c.reason] },
] as const;

export type ClientPart = (typeof PARTS)[number]['part'];

const digests = (client: VersionedClient): string[] =>
  PARTS.map(({ of }) => fnv1a(JSON.stringify(of(client)), 0x811c9dc5));

/** The ETag of the client as it stands: a quoted, strong tag. */
export const clientTag = (client: VersionedClient): string => `"${digests(client).join('-')}"`;

const TAG = /^"([0-9a-f]{8})-([0-9a-f]{8})-([0-9a-f]{8})"$/;

export const VERSION_MESSAGES = {
  invalid: 'The If-Match header must be the ETag of GET admin/view-client/{id}, as it was answered.',
} as const;

/**
 * What `If-Match` says of the client as it stands: null when it holds (or is absent, or `*`), else the parts
 * changed since the tag was answered; 'invalid' for a header that is no tag of ours.
 */
export function changedSince(
  ifMatch: string | null | undefined,
  client: VersionedClient,
): ClientPart[] | 'invalid' | null {
  if (ifMatch === null || ifMatch === undefined || ifMatch.trim() === '*') return null;
  const sent = TAG.exec(ifMatch.trim());
  if (!sent) return 'invalid';
  const now = digests(client);
  const changed = PARTS.filter((_, i) => sent[i + 1] !== now[i]).map(({ part }) => part);
  return changed.length === 0 ? null : changed;
}

/** The answer with the client's ETag, exposed to a console on another origin. */
export const withTag = (answer: JsonAnswer, client: VersionedClient): JsonAnswer => ({
  ...answer,
  headers: { ...answer.headers, ETag: clientTag(client), 'Access-Control-Expose-Headers': 'ETag' },
});

/** The refusal of a change made on a stale version: 409, naming the parts that changed (also as `changed`). */
export function staleRefusal(changed: ClientPart[] | 'invalid'): JsonAnswer {
  if (changed === 'invalid') return refuse(400, VERSION_MESSAGES.invalid);
  const words = PARTS.filter(({ part }) => changed.includes(part)).map((p) => p.words);
  const list = words.length > 1 ? `${words.slice(0, -1).join(', ')} and ${words.at(-1) ?? ''}` : words[0];
  const answer = refuse(
    409,
    `Someone changed this client since you opened it: ${list ?? 'the client'}. Reload to see their changes, then make yours again.`,
  );
  return { ...answer, body: { ...answer.body, changed } };
}
