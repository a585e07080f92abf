/** The count of wrong codes (docs/security.md, "Codes and sign-in"): the rolling hour and the doubling wait. */
import { describe, expect, it } from 'vitest';
import { checkAttempt, attemptIdOf } from '../../src/backend/rules/code-attempt';
import {
  FIRST_WAIT_MS,
  GUESS_WINDOW_MS,
  LONGEST_WAIT_MS,
  WRONG_CODES_PER_HOUR,
  afterWrongCode,
  forgottenAfter,
  waitOf,
  waitingUntil,
} from '../../src/backend/rules/code-guesses';
import type { GuessRecord } from '../../src/backend/records';
import { fixedGenerator } from './support/core';

const T0 = Date.parse('2026-03-02T09:00:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Sends `times` wrong codes `every` ms apart from `from`, each only while the step is open; answers the last state. */
function wrongCodes(record: GuessRecord | null, from: number, times: number, every = 0) {
  let state = record;
  const lockedOutAt: number[] = [];
  for (let i = 0; i < times; i += 1) {
    const now = from + i * every;
    if (waitingUntil(state, now) !== null) continue;
    const next = afterWrongCode(state, 's', now);
    if (next.lockedOut) lockedOutAt.push(now);
    state = next.record;
  }
  return { state, lockedOutAt };
}

describe('wrong codes are counted per subject in a rolling hour', () => {
  it('the tenth wrong code in an hour locks the step for an hour; nine do not', () => {
    const nine = wrongCodes(null, T0, WRONG_CODES_PER_HOUR - 1, MINUTE);
    expect(nine.lockedOutAt).toEqual([]);
    expect(waitingUntil(nine.state, T0 + 9 * MINUTE)).toBeNull();
    const ten = afterWrongCode(nine.state, 's', T0 + 9 * MINUTE);
    expect(ten.lockedOut).toBe(true);
    expect(waitingUntil(ten.record, T0 + 9 * MINUTE)).toBe(T0 + 9 * MINUTE + FIRST_WAIT_MS);
    expect(waitingUntil(ten.record, T0 + 9 * MINUTE + FIRST_WAIT_MS)).toBeNull();
  });

  it('the hour rolls: a wrong code older than an hour no longer counts', () => {
    // Nine, then one each 7 minutes: the oldest leaves the window as a new one comes, so ten never meet.
    const slow = wrongCodes(null, T0, 40, 7 * MINUTE);
    expect(slow.lockedOutAt).toEqual([]);
    expect(slow.state?.wrongAt.length).toBeLessThan(WRONG_CODES_PER_HOUR);
    // One each 6 minutes: ten fall within 54 minutes.
    expect(wrongCodes(null, T0, 10, 6 * MINUTE).lockedOutAt).toEqual([T0 + 54 * MINUTE]);
    const edge = wrongCodes(null, T0, 9, MINUTE).state;
    expect(afterWrongCode(edge, 's', T0 + GUESS_WINDOW_MS).lockedOut).toBe(false);
    expect(afterWrongCode(edge, 's', T0 + GUESS_WINDOW_MS - 1).lockedOut).toBe(true);
  });
});

describe('each further lock-out waits twice as long', () => {
  it('1 h, 2 h, 4 h, 8 h, 16 h, then a day at most', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(waitOf)).toEqual([1, 2, 4, 8, 16, 24, 24].map((h) => h * HOUR));
    expect(waitOf(60)).toBe(LONGEST_WAIT_MS);
  });

  it('an attacker sending codes as fast as allowed gets 50 judged in the first day, 10 a day after', () => {
    // One try a second: every wrong code the step judges in two days, and when each lock-out came.
    const { lockedOutAt } = wrongCodes(null, T0, 2 * 24 * 3600, 1000);
    const hours = lockedOutAt.map((at) => (at - T0) / HOUR);
    expect(hours.map((h) => Math.floor(h))).toEqual([0, 1, 3, 7, 15, 31]);
    expect(hours.filter((h) => h < 24)).toHaveLength(5);
  });

  it('a lock-out is forgotten a day after its wait ended: the next waits an hour again', () => {
    const first = wrongCodes(null, T0, 10).state;
    const afterWait = T0 + FIRST_WAIT_MS;
    const second = wrongCodes(first, afterWait, 10).state;
    expect(second?.lockouts).toBe(2);
    expect(waitingUntil(second, afterWait)).toBe(afterWait + 2 * HOUR);
    const dayLater = afterWait + 2 * HOUR + 24 * HOUR;
    const third = wrongCodes(second, dayLater, 10).state;
    expect(third?.lockouts).toBe(1);
    expect(waitingUntil(third, dayLater)).toBe(dayLater + HOUR);
  });

  it('a record past forgottenAfter answers as no record at all', () => {
    const locked = wrongCodes(null, T0, 10).state;
    if (locked === null) throw new Error('no record');
    const gone = forgottenAfter(locked);
    expect(gone).toBe(T0 + FIRST_WAIT_MS + 24 * HOUR);
    expect(afterWrongCode(locked, 's', gone)).toEqual(afterWrongCode(null, 's', gone));
  });
});

describe('an attemptId', () => {
  const generate = fixedGenerator();
  const made = attemptIdOf(generate, 'login', 'admin-1', T0 + 10 * MINUTE);

  it('binds its step and id until its code expires', () => {
    expect(checkAttempt(generate, 'login', 'admin-1', made, T0)).toBe('bound');
    expect(checkAttempt(generate, 'login', 'admin-1', made, T0 + 10 * MINUTE)).toBe('expired');
  });

  it.each([
    ['another step', 'reset', 'admin-1', made],
    ['another id', 'login', 'admin-2', made],
    ['a changed expiry', 'login', 'admin-1', made.replace(/^\w+/, (t) => (parseInt(t, 36) + 1).toString(36))],
    ['nothing', 'login', 'admin-1', ''],
    ['junk', 'login', 'admin-1', 'x.y.z'],
  ] as const)('is unknown for %s', (_what, step, id, attemptId) => {
    expect(checkAttempt(generate, step, id, attemptId, T0)).toBe('unknown');
  });
});
