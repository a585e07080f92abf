import { beforeEach, expect, it } from 'vitest';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_POINTS_FILTERS, refusal } from './support/refusal';

const ANA = {
  name: 'Ana Lima',
  email: 'Ana.Lima@Example.com',
  location: 'Oakville',
  points: 0,
  pointsReason: '',
};

describeEachBackend('enrolling and editing clients', (b) => {
  beforeEach(() => b.signIn());

  it('a new client gets the next LL number, joins now, Active, and is found in the list', async () => {
    const client = await b.clients.enrol(ANA);
    expect(client).toMatchObject({ userId: 'LL100065', name: 'Ana Lima', points: 0, blockStatus: 'Active' });
    expect(Date.parse(client.joinDate)).toBeGreaterThan(b.harness.now() - 60_000);
    const found = await b.clients.list({
      from: '',
      to: '',
      location: [],
      blockStatus: [],
      search: 'ana.lima',
    });
    expect(found.map((c) => c.userId)).toEqual(['LL100065']);
    expect((await b.clients.enrol({ ...ANA, email: 'second@example.com' })).userId).toBe('LL100066');
  });

  it('the opening balance is a ledger entry and the enrolment a trail entry', async () => {
    const client = await b.clients.enrol({ ...ANA, points: 250, pointsReason: '' });
    expect(client.points).toBe(250);
    const [entry] = await b.transactions.list({ ...NO_POINTS_FILTERS, search: client.userId });
    expect(entry).toMatchObject({
      clientId: client.userId,
      transactionPoints: 250,
      totalPoints: 250,
      type: 'opening',
    });
    expect(entry?.reasonOrService).toBe('Opening balance');
    const trail = await b.activity.list({ ...NO_ACTIVITY_FILTERS, clientId: client.userId }, { number: 1 });
    expect(trail.rows.map((e) => e.action)).toEqual(['client.enrolled']);
  });

  it('an email already enrolled (any case, spaces) is refused 409 naming the client, and nothing is added', async () => {
    const first = await b.clients.enrol(ANA);
    const error = await refusal(b.clients.enrol({ ...ANA, name: 'Other', email: '  ana.lima@EXAMPLE.com ' }));
    expect(error.status).toBe(409);
    expect(error.message).toContain(first.userId);
    const seeded = (await b.clients.list({ from: '', to: '', location: [], blockStatus: [], search: '' }))[0];
    if (!seeded) throw new Error('seed too small');
    expect((await refusal(b.clients.enrol({ ...ANA, email: seeded.email.toUpperCase() }))).message).toContain(
      seeded.userId,
    );
    const all = await b.clients.list({ from: '', to: '', location: [], blockStatus: [], search: 'ana.lima' });
    expect(all).toHaveLength(1);
  });

  it('bad details are refused 400 with the field message: no name, bad email, unknown location, bad points', async () => {
    expect((await refusal(b.clients.enrol({ ...ANA, name: '  ' }))).message).toBe('Name is required');
    expect((await refusal(b.clients.enrol({ ...ANA, email: 'not-an-email' }))).message).toBe(
      'Enter a valid email address!',
    );
    expect((await refusal(b.clients.enrol({ ...ANA, location: 'Toronto' }))).status).toBe(400);
    for (const points of [-1, 1.5, 1_000_001])
      expect((await refusal(b.clients.enrol({ ...ANA, points }))).status).toBe(400);
  });

  it('editing changes name, email and location, with a trail entry of before and after', async () => {
    const client = await b.clients.enrol(ANA);
    await b.clients.editDetails(client.userId, {
      name: 'Ana L. Lima',
      email: 'ana@example.org',
      location: 'Mississauga',
    });
    expect(await b.clients.get(client.userId)).toMatchObject({
      name: 'Ana L. Lima',
      email: 'ana@example.org',
      location: 'Mississauga',
    });
    const [entry] = (
      await b.activity.list({ ...NO_ACTIVITY_FILTERS, clientId: client.userId }, { number: 1 })
    ).rows;
    expect(entry).toMatchObject({ action: 'client.edited' });
    expect(entry?.before).toContain('Ana.Lima@Example.com');
    expect(entry?.after).toContain('ana@example.org');
    // The old email is free again, the new one taken.
    await b.clients.enrol({ ...ANA, name: 'Someone' });
    expect((await refusal(b.clients.enrol({ ...ANA, email: 'ANA@example.org' }))).status).toBe(409);
  });

  it("editing to another client's email is refused 409; to its own (other case) is fine", async () => {
    const ana = await b.clients.enrol(ANA);
    const ravi = await b.clients.enrol({ ...ANA, name: 'Ravi', email: 'ravi@example.com' });
    const error = await refusal(
      b.clients.editDetails(ravi.userId, { ...ANA, email: 'ana.lima@example.com' }),
    );
    expect(error.status).toBe(409);
    expect(error.message).toContain(ana.userId);
    await b.clients.editDetails(ana.userId, { ...ANA, email: 'ANA.LIMA@example.com' });
    expect((await b.clients.get(ana.userId)).email).toBe('ANA.LIMA@example.com');
  });

  it('the edit route leaves notes, unknown ids and bad details alone', async () => {
    await b.clients.saveNotes('LL100011', 'still the notes route');
    expect((await b.clients.get('LL100011')).notes).toBe('still the notes route');
    expect((await refusal(b.clients.editDetails('LL000000', ANA))).status).toBe(404);
    expect((await refusal(b.clients.editDetails('LL100011', { ...ANA, location: '' }))).status).toBe(400);
  });
});
