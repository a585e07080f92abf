/**
 * The booking add points sends, as the bench's pgbench ceiling runs it (docs/performance.md): the statement the server
 * prepares (server/store/client-change.ts) with its values written in, except what changes from call to call
 * on the server. pgbench client n adds to the n-th of the clients numbered on from `first` (its id and search
 * key written from `:client_id`), and the booking's two times are `now()`: written in as constants they left
 * the overview's last-seen rows as they were after each client's first add (its trigger moves them only
 * forward), two updates an add fewer than the server makes (docs/performance.md, "Writes").
 */
import { clientChangeStatement } from '../../../server/store/client-change';
import type { ClientChange } from '../../../src/backend/ports';
import { refuseUnless } from './part';
import { scriptOf } from './pgbench';

/** The booking's parameters that are the call's time: the ledger row's date and the trail entry's. */
export const ADVANCING_TIMES = ['date', 'at'] as const;

/** `booking` (a change for `first`) as one pgbench line, for `clients` clients numbered on from `first`. */
export function bookingScript(booking: ClientChange, clients: readonly string[]): string {
  const [first] = clients;
  refuseUnless(first !== undefined, 'no client to add to');
  refuseUnless(booking.clientId === first, 'the booking is not for the first client');
  const statement = clientChangeStatement(booking);
  const prefix = first.slice(0, 2);
  const base = Number(first.slice(2));
  refuseUnless(
    clients.every((id, n) => id === `${prefix}${base + n}`),
    'the clients are not numbered one after another',
  );
  const variables: Record<number, string> = {};
  statement.values.forEach((value, i) => {
    if (value === first) variables[i + 1] = `('${prefix}' || (${base} + :client_id))`;
    if (value === first.toLowerCase())
      variables[i + 1] = `('${prefix.toLowerCase()}' || (${base} + :client_id))`;
  });
  for (const name of ADVANCING_TIMES) {
    const at = statement.names.indexOf(name);
    refuseUnless(at >= 0, `the booking no longer binds ${name}`);
    variables[at + 1] = 'now()';
  }
  return scriptOf({ text: statement.text, values: statement.values, variables });
}
