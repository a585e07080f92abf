/**
 * A client's phone and the email-or-phone rule (docs/product.md §10.24), on every host: a number written any
 * way is kept as one E.164, the list's search finds it by its digits in any format, an invalid one is refused
 * with a message, and a client needs an email or a phone.
 */
import { beforeEach, expect, it } from 'vitest';
import { PHONE_MESSAGES } from '../../../src/domain/phone';
import { describeEachBackend } from './support/describe-backends';
import { NO_ACTIVITY_FILTERS, NO_CLIENT_FILTERS, refusal } from './support/refusal';

const BASE = { name: 'Pat Phone', location: 'Oakville', points: 0, pointsReason: '' };

describeEachBackend('a client’s phone', (b) => {
  beforeEach(() => b.signIn());
  const search = async (text: string) =>
    (await b.clients.list({ ...NO_CLIENT_FILTERS, search: text })).map((c) => c.userId);

  it('a number written any way is kept as one E.164; without + it is read as Canadian', async () => {
    const written = [
      '(416) 555-0123',
      '416.555.0124',
      '+1 416 555 0125',
      '1-416-555-0126',
      '+44 20 7946 0958',
    ];
    const kept = [];
    for (const [i, phone] of written.entries())
      kept.push((await b.clients.enrol({ ...BASE, email: `p${i}@phone.test`, phone })).phone);
    expect(kept).toEqual(['+14165550123', '+14165550124', '+14165550125', '+14165550126', '+442079460958']);
    const [first] = await search('p0@phone.test');
    expect((await b.clients.get(first ?? '')).phone).toBe('+14165550123');
  });

  it('the search finds a phone by its digits, however the search writes them', async () => {
    const client = await b.clients.enrol({ ...BASE, email: 'find@phone.test', phone: '416 555 0199' });
    for (const text of ['(416) 555-0199', '416-555-0199', '4165550199', '+1 416 555 0199', '555-0199'])
      expect(await search(text)).toEqual([client.userId]);
    expect(await search('(416) 555-0198')).toEqual([]);
  });

  it('an invalid phone is refused (400) with a clear message and nothing is enrolled', async () => {
    const before = (await b.clients.list(NO_CLIENT_FILTERS)).length;
    for (const phone of ['12', 'call me', '+1 999 000 0000']) {
      const error = await refusal(b.clients.enrol({ ...BASE, email: 'bad@phone.test', phone }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(PHONE_MESSAGES.invalid);
    }
    expect((await b.clients.list(NO_CLIENT_FILTERS)).length).toBe(before);
  });

  it('a client needs an email or a phone: a phone alone enrols, neither is refused', async () => {
    const byPhone = await b.clients.enrol({ ...BASE, email: '', phone: '905-555-0111' });
    expect(byPhone).toMatchObject({ email: '', phone: '+19055550111' });
    const second = await b.clients.enrol({ ...BASE, name: 'Also Phone', email: '', phone: '905-555-0112' });
    expect(second.userId).not.toBe(byPhone.userId);
    const neither = await refusal(b.clients.enrol({ ...BASE, email: '', phone: '' }));
    expect(neither).toMatchObject({ status: 400, message: PHONE_MESSAGES.emailOrPhone });
    const leftOut = await refusal(b.clients.enrol({ ...BASE, email: '' }));
    expect(leftOut).toMatchObject({ status: 400, message: PHONE_MESSAGES.emailOrPhone });
  });

  it('one client per phone: a taken number is refused (409) naming its client', async () => {
    const held = await b.clients.enrol({ ...BASE, email: 'first@phone.test', phone: '(647) 555-0100' });
    const error = await refusal(
      b.clients.enrol({ ...BASE, email: 'second@phone.test', phone: '+16475550100' }),
    );
    expect(error).toMatchObject({ status: 409, message: PHONE_MESSAGES.phoneTaken(held.userId) });
  });

  it('an edit sets, changes and removes the phone; an edit without one keeps it (the product’s own call)', async () => {
    const client = await b.clients.enrol({ ...BASE, email: 'edit@phone.test' });
    expect(client.phone).toBe('');
    const details = { name: 'Pat Phone', email: 'edit@phone.test', location: 'Oakville' };
    await b.clients.editDetails(client.userId, { ...details, phone: '416 555 0177' });
    expect((await b.clients.get(client.userId)).phone).toBe('+14165550177');
    await b.clients.editDetails(client.userId, { ...details, name: 'Pat Renamed' });
    expect(await b.clients.get(client.userId)).toMatchObject({ name: 'Pat Renamed', phone: '+14165550177' });
    expect(await search('416-555-0177')).toEqual([client.userId]);
    await b.clients.editDetails(client.userId, { ...details, email: '', phone: '416 555 0178' });
    expect(await b.clients.get(client.userId)).toMatchObject({ email: '', phone: '+14165550178' });
    const emptied = await refusal(b.clients.editDetails(client.userId, { ...details, email: '', phone: '' }));
    expect(emptied).toMatchObject({ status: 400, message: PHONE_MESSAGES.emailOrPhone });
    const invalid = await refusal(b.clients.editDetails(client.userId, { ...details, phone: 'nope' }));
    expect(invalid).toMatchObject({ status: 400, message: PHONE_MESSAGES.invalid });
    const trail = await b.activity.list(
      { ...NO_ACTIVITY_FILTERS, clientId: client.userId },
      { number: 1, size: 20 },
    );
    expect(trail.rows.map((entry) => entry.after)).toContain('Pat Phone, +14165550178, Oakville');
  });
});
