// A handler answers what its call's contract declares and nothing else, and an HTTP adapter sends only what it declares (docs/api.md, "Declaring a call"):
// `ok` and `created` take the call and type the answer's fields by its answer schema, so a field the contract
// does not declare is a compile error. The `@ts-expect-error` lines are the guard: were any of them to compile,
// `tsc` would fail on the unused directive. The mappers (src/backend/wire-shapes.ts) keep a record's
// undeclared columns off the wire at run time.
import { describe, expect, it } from 'vitest';
import { created, ok } from '../../src/backend/answers';
import { clientWire, teamMemberWire } from '../../src/backend/wire-shapes';
import { callTo, queryTo } from '../../src/adapters/http/contract-call';
import { DEFAULT_PROGRAMME } from '../../src/domain/programme';
import { API } from '../../src/contract';

const member = {
  _id: 'a1',
  name: 'Ada',
  email: 'ada@example.com',
  role: 'Admin',
  location: 'Oakville',
  active: true,
  invited: false,
  lastSignInAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('answers typed by the contract', () => {
  it('refuses, at compile time, a field the call’s answer does not declare', () => {
    // @ts-expect-error `total` is no field of listTeam's answer.
    ok(API.listTeam, 'Team loaded.', { admins: [member], total: 1 });
    // @ts-expect-error logout declares no field beside type and message.
    ok(API.logout, 'Logged out.', { token: 'x' });
    // @ts-expect-error a declared field must be there: listTeam answers its admins.
    ok(API.listTeam, 'Team loaded.', {});
    // @ts-expect-error inviteAdmin answers 201: `ok` is for a call that answers 200.
    ok(API.inviteAdmin, 'Invited.', { admin: member });
    // @ts-expect-error getClient answers 200: `created` is for a call that answers 201.
    created(API.getClient, 'Created.', clientWire({ ...clientOf(), notes: '' }));
    // @ts-expect-error `total` is no field of listLocations' answer.
    ok(API.listLocations, 'Locations loaded.', { locations: [], total: 0 });
    // @ts-expect-error unsubscribe answers its outcome, one of a set: never free text.
    ok(API.unsubscribe, 'Unsubscribed.', { outcome: 'done' });
    expect(ok(API.listTeam, 'Team loaded.', { admins: [member] }).body).toEqual({
      type: 'success',
      message: 'Team loaded.',
      admins: [member],
    });
  });

  it('types what an HTTP adapter sends by the contract: a body’s fields, a query’s names', () => {
    // @ts-expect-error `remember` is no field of emailLogin's body.
    callTo(API.emailLogin, {}, { email: 'a@b.c', password: 'x', remember: true });
    // @ts-expect-error emailLogin's body needs its password.
    callTo(API.emailLogin, {}, { email: 'a@b.c' });
    // @ts-expect-error `limt` is no query parameter of the clients list.
    callTo(API.listClients, {}, { limt: 5 });
    // @ts-expect-error `bonus` is no field of the programme's body.
    callTo(API.putProgramme, {}, { ...DEFAULT_PROGRAMME, bonus: 1 });
    // @ts-expect-error a consent is said yes or no: the field is required.
    callTo(API.setEmailConsent, { id: 'LL1' }, {});
    // @ts-expect-error `tokn` is no query parameter of the unsubscribe call.
    queryTo(API.unsubscribe, { tokn: 'x' });
    expect(queryTo(API.unsubscribe, { token: 'a b' })).toBe('?token=a%20b');
    // adminId may be left out: the contract marks it optional.
    expect(callTo(API.addPoints, { id: 'LL1' }, { points: 5, pointsReason: 'Visit' }).payload).toEqual({
      points: 5,
      pointsReason: 'Visit',
    });
  });

  it('maps a record to its wire shape: the fields the schema declares, never another column', () => {
    const row = { ...member, passwordHash: 'secret-hash', kind: 'admin' };
    expect(teamMemberWire(row)).toEqual(member);
    expect(
      Object.keys(clientWire({ ...clientOf(), nameKey: 'ada' } as ReturnType<typeof clientOf>)),
    ).not.toContain('nameKey');
  });
});

function clientOf() {
  return {
    userId: 'LL100001',
    name: 'Ada',
    email: 'ada@example.com',
    joinDate: '2026-01-01',
    points: 0,
    location: 'Oakville',
    blockStatus: 'Active' as const,
  };
}
