/**
 * An enrolment in one statement (server/store/enrolment.ts) against the steps it stands for (the old
 * transaction: look the email up, number, insert the client and its log, number and insert the opening
 * balance, append the trail entry, src/backend/enrolment-steps.ts): random sequences of enrolments, with
 * emails already taken (in another case, with spaces), with and without opening points, leave the same rows
 * in every table, the same client numbers and the same answers.
 */
import { sql as raw } from 'drizzle-orm';
import { beforeEach, expect, it } from 'vitest';
import { enrolClientInSteps } from '../../../src/backend/enrolment-steps';
import type { BackendStore, ClientEnrolment } from '../../../src/backend/ports';
import { enrolmentOf } from '../../../src/backend/rules/enrolment';
import { createSqlStore } from '../../../server/store/sql-store';
import { rowsOf } from '../../../server/store/rows';
import { describeOnEachDatabase } from '../support/each-database';
import { emptyDatabase } from '../support/empty-database';
import { given } from '../support/given';
import { aClient, ADMIN_ID } from '../support/records';
import { expectRolledBackWith, outcomeOf, random, statementsOf } from './one-statement';

const EMAILS = ['olivia.tremblay1@example.com', 'new@example.com', 'Ünï@Example.com', 'x@example.com'];
const NAMES = ['Ada Lovelace', 'Émile Ng', 'ZOË Ärger', "Dara O'Brien"];
const admin = { _id: ADMIN_ID, name: 'Avery Morgan' };

/** One enrolment as the core builds it (handlers/enrol.ts), picked with the seed's generator. */
function anEnrolment(next: (below: number) => number, i: number): ClientEnrolment {
  const email = EMAILS[next(EMAILS.length)] ?? 'x@example.com';
  const cased = next(3) === 0 ? ` ${email.toUpperCase()} ` : email;
  const points = [0, 0, 1, 250, 10_000][next(5)] ?? 0;
  const reason = next(2) === 0 ? undefined : `Welcome ${i}`;
  const now = Date.UTC(2026, 0, 1) + i * 60_000;
  return enrolmentOf(
    {
      name: NAMES[next(NAMES.length)] ?? 'N',
      email: cased,
      phone: '',
      location: next(2) === 0 ? 'Oakville' : 'Mississauga',
      points,
      joinDate: null,
      notes: '',
      emailConsent: next(2) === 0,
    },
    { admin, now, ip: next(2) === 0 ? null : '127.0.0.1' },
    reason,
  );
}

describeOnEachDatabase('an enrolment in one statement', (current) => {
  const store = () => createSqlStore(current().database.sql);
  const scene = async () => {
    await emptyDatabase(current().database);
    await given(current().database, { clients: [aClient()] });
    // The seed's clients took the first numbers: new ones follow them.
    await current().database.sql.execute(raw`select setval('client_number', 1)`);
  };
  const clientNumber = async () =>
    rowsOf(await current().database.sql.execute(raw`select last_value::int as n from client_number`));
  /** The answers, every table's rows and the client numbers taken after `enrolments`, made one way. */
  const outcome = async (
    enrolments: ClientEnrolment[],
    make: (s: BackendStore, e: ClientEnrolment) => Promise<unknown>,
  ) => ({ ...(await outcomeOf(current, scene, enrolments, make)), numbers: await clientNumber() });

  beforeEach(scene);

  it.each([1, 2, 3, 4])(
    'leaves the rows the steps leave, for the random sequence of seed %i',
    async (seed) => {
      const next = random(seed);
      const enrolments = Array.from({ length: 12 }, (_, i) => anEnrolment(next, i));
      const inOne = await outcome(enrolments, (s, enrolment) => s.enrolClient(enrolment));
      const inSteps = await outcome(enrolments, (s, enrolment) =>
        s.transaction((tx) => enrolClientInSteps(tx, enrolment)),
      );
      expect(inOne.answers).toEqual(inSteps.answers);
      expect(inOne.rows).toEqual(inSteps.rows);
      expect(inOne.numbers).toEqual(inSteps.numbers);
      const outcomes = new Set(inOne.answers.map((a) => (a as { outcome: string }).outcome));
      expect(outcomes).toEqual(new Set(['enrolled', 'email-taken']));
    },
  );

  it('is one statement on the database: one query, no transaction around it', async () => {
    const enrolment = anEnrolment(() => 2, 0);
    expect(enrolment.ledger).not.toBeNull();
    const statements = await statementsOf(current, async () => {
      const answer = await store().enrolClient(enrolment);
      expect(answer).toMatchObject({ outcome: 'enrolled', client: { userId: 'LL100002' } });
    });
    expect(statements).toEqual([1, 0]);
  });

  it('an email already enrolled names its holder and takes no client number', async () => {
    const before = await clientNumber();
    const taken = { ...anEnrolment(() => 0, 0) };
    expect(await store().enrolClient(taken)).toEqual({ outcome: 'email-taken', holder: 'LL100001' });
    expect(await clientNumber()).toEqual(before);
  });

  /** PostgreSQL: until a statement waits on a lock (the second enrolment on the first's key). */
  const waitingOnALock = async () => {
    const { database } = current();
    if (database.kind !== 'postgres') return;
    for (let i = 0; i < 200; i += 1) {
      const [row] = rowsOf(
        await database.sql.execute(raw`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`),
      );
      if (Number(row?.n) > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('The second enrolment never waited on the first.');
  };

  it('two enrolments of one email at once: the second waits for the first, then names it', async () => {
    const enrolment = anEnrolment(() => 2, 0);
    let inserted = (): void => undefined;
    const firstWrote = new Promise<void>((resolve) => (inserted = resolve));
    let commit = (): void => undefined;
    const held = new Promise<void>((resolve) => (commit = resolve));
    const first = store().transaction(async (tx) => {
      const answer = await tx.enrolClient(enrolment);
      inserted();
      await held;
      return answer;
    });
    await firstWrote;
    // Its statement began before the first committed: it waits on the email's unique key.
    const second = store().enrolClient({ ...enrolment, client: { ...enrolment.client, name: 'Second' } });
    await waitingOnALock();
    commit();
    expect(await first).toMatchObject({ outcome: 'enrolled', client: { userId: 'LL100002' } });
    expect(await second).toEqual({ outcome: 'email-taken', holder: 'LL100002' });
  });

  it('inside a transaction (an Idempotency-Key), the enrolment joins it and rolls back with it', async () => {
    await expectRolledBackWith(current, async (tx) => {
      expect((await tx.enrolClient(anEnrolment(() => 2, 0))).outcome).toBe('enrolled');
    });
  });
});
