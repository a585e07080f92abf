/** docs/api.md, "The activity trail": the Activity page's Admin filter picks an admin by name, from this call. */
import { expect, it } from 'vitest';
import { ADMIN } from '../../../../src/domain/roles';
import { describeEachBackend } from '../support/describe-backends';
import { signInOverWire, wireTo } from '../support/wire';

describeEachBackend('the admins for the Activity picker', (b) => {
  const call = wireTo(b.harness);

  it('lists every admin id and name, by name, to any signed-in admin; no one else', async () => {
    expect((await call('GET', 'admin/activity/admins')).status).toBe(401);
    const { token, adminId } = await signInOverWire(b.harness);
    const reply = await call('GET', 'admin/activity/admins', { token });
    expect(reply.status).toBe(200);
    const admins = reply.body.admins as { _id: string; name: string }[];
    expect(admins).toContainEqual({ _id: adminId, name: 'Avery Morgan' });
    expect(admins).toContainEqual({ _id: '64f1c0ffee0000000000a002', name: 'Jordan Lee' });
    expect(admins.map((a) => a.name)).toEqual(admins.map((a) => a.name).sort());
    expect(admins.every((a) => Object.keys(a).length === 2)).toBe(true);
  });

  it("orders the admins by name as a person reads it: accents and case ignored, Ł among the l's (docs/product.md §10.18)", async () => {
    await b.signIn();
    const names = ['Ørjan Berg', 'Oz Quinn', 'Łukasz Nowak', 'Lyle Hart', 'émilie Roy'];
    for (const [i, name] of names.entries())
      await b.team.invite({ name, email: `reader${i}@loyalloop.demo`, role: ADMIN, location: 'Oakville' });
    const listed = (await b.activity.admins())
      .map((admin) => admin.name)
      .filter((name) => names.includes(name));
    expect(listed).toEqual(['émilie Roy', 'Łukasz Nowak', 'Lyle Hart', 'Ørjan Berg', 'Oz Quinn']);
  });
});
