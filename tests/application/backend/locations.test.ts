/** The business's own locations (docs/product.md §10.29, §10.30; docs/api.md, Locations), on every backend. */
import { DIRECTION_OVERRIDE_REFUSED } from '../../../src/domain/invisible';
import { expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_SECOND_ADMIN } from '../../../src/backend/seed/demo-account';
import { LOCATION_NAME_MAX } from '../../../src/domain/locations';
import { LOCATION_MESSAGES } from '../../../src/domain/location-names';
import { DEFAULT_PROGRAMME } from '../../../src/domain/programme';
import { describeEachBackend } from './support/describe-backends';
import { csvFile, HEADER } from './support/import-files';
import { wireTo, type Reply } from './support/wire';

const CLIENT = 'LL100003';
const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

describeEachBackend('the business’s locations', (b) => {
  const call = wireTo(b.harness);
  const signIn = async (account: { email: string; password: string } = DEMO_ACCOUNT) =>
    (await b.signInAs(account)).accessToken;
  const names = (reply: Reply) =>
    (reply.body.locations as { name: string; archived: boolean }[]).map((l) => l.name);
  const list = (token: string) => call('GET', 'admin/locations', { token });
  const add = (token: string, name: string) => call('POST', 'admin/locations', { token, body: { name } });
  const idOf = async (token: string, name: string): Promise<string> => {
    const all = (await list(token)).body.locations as { _id: string; name: string }[];
    return all.find((l) => l.name === name)?._id ?? '';
  };
  const trail = async (token: string, action: string) =>
    (await call('GET', 'admin/activity', { token, query: { action, limit: '10' } })).body.activity as {
      before: string | null;
      after: string | null;
    }[];

  it('any admin lists them; a Super Admin adds, renames and archives, each in the trail', async () => {
    const token = await signIn();
    expect(names(await list(token))).toEqual(['Mississauga', 'Oakville']);
    const added = await add(token, '  Toronto   Queen West ');
    expect(added.status).toBe(201);
    expect(added.body.location).toMatchObject({
      name: 'Toronto Queen West',
      archived: false,
      archivedAt: null,
    });
    const id = await idOf(token, 'Toronto Queen West');
    const renamed = await call('PUT', `admin/locations/${id}`, { token, body: { name: 'Queen West' } });
    expect(renamed).toMatchObject({ status: 200, body: { location: { _id: id, name: 'Queen West' } } });
    const archived = await call('POST', `admin/locations/${id}/archive`, { token });
    expect(archived.body.location).toMatchObject({
      name: 'Queen West',
      archived: true,
      archivedAt: expect.any(String),
    });
    expect((await list(token)).body.locations).toEqual([
      expect.objectContaining({ name: 'Mississauga', archived: false }),
      expect.objectContaining({ name: 'Oakville', archived: false }),
      expect.objectContaining({ name: 'Queen West', archived: true }),
    ]);
    expect((await trail(token, 'location.added'))[0]).toMatchObject({ after: 'Toronto Queen West' });
    expect((await trail(token, 'location.renamed'))[0]).toMatchObject({
      before: 'Toronto Queen West',
      after: 'Queen West',
    });
    expect((await trail(token, 'location.archived'))[0]).toMatchObject({ after: 'Queen West: archived' });
    const admin = await signIn(DEMO_SECOND_ADMIN);
    expect(names(await list(admin))).toEqual(['Mississauga', 'Oakville', 'Queen West']);
  });

  it('an Admin who is not a Super Admin is refused every change with 403, and nothing changes', async () => {
    const token = await signIn(DEMO_SECOND_ADMIN);
    const id = await idOf(token, 'Oakville');
    for (const reply of [
      await add(token, 'Burlington'),
      await call('PUT', `admin/locations/${id}`, { token, body: { name: 'Bronte' } }),
      await call('POST', `admin/locations/${id}/archive`, { token }),
    ])
      expect(reply.status).toBe(403);
    expect(names(await list(token))).toEqual(['Mississauga', 'Oakville']);
  });

  it('names are unique without regard to case or accents, required and at most 60 characters: 400 with a message', async () => {
    const token = await signIn();
    expect(await add(token, 'oakville')).toEqual({
      status: 400,
      body: { type: 'error', message: LOCATION_MESSAGES.taken('Oakville') },
    });
    expect((await add(token, 'Café du Port')).status).toBe(201);
    expect((await add(token, 'CAFE DU PORT')).body.message).toBe(LOCATION_MESSAGES.taken('Café du Port'));
    expect((await add(token, '   ')).status).toBe(400);
    expect((await add(token, 'x'.repeat(LOCATION_NAME_MAX + 1))).status).toBe(400);
    const id = await idOf(token, 'Café du Port');
    const clash = await call('PUT', `admin/locations/${id}`, { token, body: { name: 'MISSISSAUGA' } });
    expect(clash).toEqual({
      status: 400,
      body: { type: 'error', message: LOCATION_MESSAGES.taken('Mississauga') },
    });
    expect((await call('PUT', 'admin/locations/nope', { token, body: { name: 'X' } })).status).toBe(404);
  });

  it('a name that differs only by characters no one sees (a zero-width space or joiner, a soft hyphen) is the same name', async () => {
    const token = await signIn();
    for (const invisible of ['Oak\u200bville', 'Oak\u200dville', 'Oak\u00adville', 'Oakville\ufe0f'])
      expect(await add(token, invisible)).toEqual({
        status: 400,
        body: { type: 'error', message: LOCATION_MESSAGES.taken('Oakville') },
      });
    const names = (await call('GET', 'admin/locations', { token })).body.locations as { name: string }[];
    expect(names.map((l) => l.name)).toEqual(['Mississauga', 'Oakville']);
  });

  it('a name with a direction override is refused: "\u202eevillkaO" shows as Oakville on every screen', async () => {
    const token = await signIn();
    for (const spoof of ['\u202eevillkaO', 'Oak\u2067ville\u2069'])
      expect(await add(token, spoof)).toEqual({
        status: 400,
        body: { type: 'error', message: DIRECTION_OVERRIDE_REFUSED('Name') },
      });
    const names = (await call('GET', 'admin/locations', { token })).body.locations as { name: string }[];
    expect(names).toHaveLength(2);
  });

  it('the last open location cannot be archived, nor one twice (409)', async () => {
    const token = await signIn();
    const oakville = await idOf(token, 'Oakville');
    expect((await call('POST', `admin/locations/${oakville}/archive`, { token })).status).toBe(200);
    expect((await call('POST', `admin/locations/${oakville}/archive`, { token })).status).toBe(409);
    const mississauga = await idOf(token, 'Mississauga');
    expect(await call('POST', `admin/locations/${mississauga}/archive`, { token })).toEqual({
      status: 409,
      body: { type: 'error', message: LOCATION_MESSAGES.lastOpen },
    });
  });

  it('an archived location is refused for new entries (enrol, add, redeem, team) and kept in the past’s filters', async () => {
    const token = await signIn();
    const adminId = (await call('GET', 'admin/team', { token })).body.admins as {
      _id: string;
      email: string;
    }[];
    const me = adminId.find((a) => a.email === DEMO_ACCOUNT.email)?._id ?? '';
    const before = await call('GET', 'retrieve/admin/view-clients', {
      token,
      query: { location: 'Oakville' },
    });
    const oakvilleClients = (before.body.data as { users: unknown[] }).users.length;
    expect(oakvilleClients).toBeGreaterThan(0);
    await call('POST', `admin/locations/${await idOf(token, 'Oakville')}/archive`, { token });
    const refused = LOCATION_MESSAGES.archived('Oakville');
    const enrol = await call('POST', 'admin/clients', {
      token,
      body: { name: 'Ida Late', email: 'ida.late@example.com', location: 'oakville' },
    });
    expect(enrol).toEqual({ status: 400, body: { type: 'error', message: refused } });
    const addAt = await call('POST', `admin/view-client/addpoints/${CLIENT}`, {
      token,
      body: { points: 5, pointsReason: 'Visit', locationName: 'Oakville', adminId: me },
    });
    expect(addAt).toEqual({ status: 400, body: { type: 'error', message: refused } });
    const redeem = await call('PUT', `admin/view-client/redeempoints/${CLIENT}`, {
      token,
      body: { points: 1, locationName: 'Oakville', serviceName: 'Coffee', adminId: me },
    });
    expect(redeem).toEqual({ status: 400, body: { type: 'error', message: refused } });
    const invite = await call('POST', 'admin/team/invite', {
      token,
      body: { email: 'new@loyalloop.demo', name: 'New One', role: 'Admin', location: 'Oakville' },
    });
    expect(invite).toEqual({ status: 400, body: { type: 'error', message: refused } });
    // The past: its clients and entries are still found by it, and the Overview still counts it.
    const after = await call('GET', 'retrieve/admin/view-clients', {
      token,
      query: { location: 'Oakville' },
    });
    expect((after.body.data as { users: unknown[] }).users).toHaveLength(oakvilleClients);
    const ledger = await call('GET', 'admin/points-transactions', { token, query: { location: 'Oakville' } });
    expect((ledger.body.transactions as unknown[]).length).toBeGreaterThan(0);
    const overview = await call('GET', 'admin/overview', {
      token,
      query: { fromDate: daysAgo(89), toDate: today(), location: 'Oakville' },
    });
    expect(overview.status).toBe(200);
    // An unknown one is refused, naming every location, archived ones too.
    const unknown = await call('GET', 'admin/points-transactions', { token, query: { location: 'Paris' } });
    expect(unknown).toEqual({
      status: 400,
      body: { type: 'error', message: 'location must be Mississauga or Oakville.' },
    });
  });

  it('a rename shows every past entry and client at the new name, and filters by it', async () => {
    const token = await signIn();
    const before = await call('GET', 'admin/points-transactions', { token, query: { location: 'Oakville' } });
    const count = (before.body.transactions as unknown[]).length;
    const id = await idOf(token, 'Oakville');
    expect(
      (await call('PUT', `admin/locations/${id}`, { token, body: { name: 'Oakville Harbour' } })).status,
    ).toBe(200);
    const after = await call('GET', 'admin/points-transactions', {
      token,
      query: { location: 'Oakville Harbour' },
    });
    const rows = after.body.transactions as { location: string }[];
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.location))).toEqual(new Set(['Oakville Harbour']));
    const team = (await call('GET', 'admin/team', { token })).body.admins as {
      email: string;
      location: string;
    }[];
    expect(team.find((a) => a.email === DEMO_SECOND_ADMIN.email)?.location).toBe('Oakville Harbour');
    expect(
      (await call('GET', 'admin/points-transactions', { token, query: { location: 'Oakville' } })).status,
    ).toBe(400);
  });

  it('a rename carries the programme’s own rate for that location to its new name', async () => {
    const token = await signIn();
    const programme = { ...DEFAULT_PROGRAMME, ratesByLocation: { Oakville: 2, Mississauga: 3 } };
    expect((await call('PUT', 'admin/programme', { token, body: programme })).status).toBe(200);
    const id = await idOf(token, 'Oakville');
    expect(
      (await call('PUT', `admin/locations/${id}`, { token, body: { name: 'Oakville Harbour' } })).status,
    ).toBe(200);
    const saved = await call('GET', 'admin/programme', { token });
    expect((saved.body.programme as { ratesByLocation: unknown }).ratesByLocation).toEqual({
      'Oakville Harbour': 2,
      Mississauga: 3,
    });
  });

  it('import matches locations without regard to case or accents; an unknown one is a refused row naming the open ones', async () => {
    await b.signIn();
    const token = b.session.token ?? '';
    await add(token, 'Montréal');
    const file = [
      HEADER,
      'Ana Lima,ana@locations.test,MONTREAL,0,,',
      'Bo Chen,bo@locations.test,oakville,0,,',
      'Cy Dor,cy@locations.test,Paris,0,,',
    ].join('\r\n');
    const report = await b.clients.importFile(csvFile(file), { dryRun: false });
    expect(report).toMatchObject({ added: 2, refusedCount: 1 });
    expect(report.refused).toEqual([
      {
        line: 4,
        column: 'location',
        message: LOCATION_MESSAGES.unknown('Paris', ['Mississauga', 'Montréal', 'Oakville']),
      },
    ]);
    const ana = await call('GET', 'retrieve/admin/view-clients', {
      token,
      query: { search: 'ana@locations.test' },
    });
    expect((ana.body.data as { users: { location: string }[] }).users[0]?.location).toBe('Montréal');
  });

  it('points added at a chosen location are booked there: the ledger, its filter and the Overview’s series', async () => {
    const token = await signIn();
    await add(token, 'Burlington');
    const me = (
      (await call('GET', 'admin/team', { token })).body.admins as { _id: string; email: string }[]
    ).find((a) => a.email === DEMO_ACCOUNT.email)?._id;
    const booked = await call('POST', `admin/view-client/addpoints/${CLIENT}`, {
      token,
      body: { points: 40, pointsReason: 'Opening day', locationName: 'burlington', adminId: me },
    });
    expect(booked.status).toBe(200);
    expect(booked.body.transaction).toMatchObject({
      location: 'Burlington',
      transactionPoints: 40,
      type: 'add',
    });
    const ledger = await call('GET', 'admin/points-transactions', {
      token,
      query: { location: 'Burlington' },
    });
    expect(ledger.body.transactions).toEqual([
      expect.objectContaining({ clientId: CLIENT, location: 'Burlington' }),
    ]);
    const overview = await call('GET', 'admin/overview', {
      token,
      query: { fromDate: daysAgo(6), toDate: today(), location: 'Burlington' },
    });
    const bars = (overview.body.overview as { points: { location: string; earned: number }[] }).points;
    expect(bars.filter((bar) => bar.location === 'Burlington').reduce((n, bar) => n + bar.earned, 0)).toBe(
      40,
    );
    // Left out, as the product's calls have it: the admin's own location (the demo admin's is Mississauga).
    const plain = await call('POST', `admin/view-client/addpoints/${CLIENT}`, {
      token,
      body: { points: 1, pointsReason: 'Visit', adminId: me },
    });
    expect(plain.body.transaction).toMatchObject({ location: 'Mississauga' });
  });
});
