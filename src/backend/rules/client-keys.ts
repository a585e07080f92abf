/**
 * What identifies a client (docs/product.md §10.24): an email (trimmed, any case) and a phone (E.164), each
 * unique among the clients that have one; '' is none and never matches. Enrolment, editing and the import's
 * update mode look clients up through these, on both stores.
 */
import { emailKey } from '../../domain/email';
import type { StoreReads } from '../ports';
import type { ClientRecord } from '../records';

type Reads = Pick<StoreReads, 'clientIdsByEmail' | 'clientIdsByPhone'>;
type Keys = Pick<ClientRecord, 'email' | 'phone'>;

export interface Holder {
  holder: string;
  by: 'email' | 'phone';
}

/** The client holding this email, else the one holding this phone; null when neither is held. */
export async function holderOf(reads: Reads, client: Keys): Promise<Holder | null> {
  const key = emailKey(client.email);
  if (key !== '') {
    const holder = (await reads.clientIdsByEmail([key])).get(key);
    if (holder !== undefined) return { holder, by: 'email' };
  }
  if (client.phone === '') return null;
  const holder = (await reads.clientIdsByPhone([client.phone])).get(client.phone);
  return holder === undefined ? null : { holder, by: 'phone' };
}

/** The holders of many clients' emails and phones at once (an import's batch): two reads. */
export async function holdersOf(
  reads: Reads,
  clients: readonly Keys[],
): Promise<{ byEmail: Map<string, string>; byPhone: Map<string, string> }> {
  const keys = [...new Set(clients.map((c) => emailKey(c.email)).filter((key) => key !== ''))];
  const phones = [...new Set(clients.map((c) => c.phone).filter((phone) => phone !== ''))];
  const [byEmail, byPhone] = await Promise.all([
    reads.clientIdsByEmail(keys),
    reads.clientIdsByPhone(phones),
  ]);
  return { byEmail, byPhone };
}

/** A client's holder among `holdersOf`'s answer: by email first, then by phone. */
export function heldBy(
  holders: { byEmail: Map<string, string>; byPhone: Map<string, string> },
  client: Keys,
): Holder | null {
  const byEmail = holders.byEmail.get(emailKey(client.email));
  if (byEmail !== undefined && client.email.trim() !== '') return { holder: byEmail, by: 'email' };
  const byPhone = client.phone === '' ? undefined : holders.byPhone.get(client.phone);
  return byPhone === undefined ? null : { holder: byPhone, by: 'phone' };
}
