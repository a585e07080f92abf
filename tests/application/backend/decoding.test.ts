import { expect, it } from 'vitest';
import { describeEachBackend } from './support/describe-backends';
import { NO_BROADCAST_FILTERS, NO_CLIENT_FILTERS, NO_POINTS_FILTERS } from './support/refusal';

// The app's schemas and each backend are written apart: every answer a backend serves must decode.
describeEachBackend('the HTTP repositories decode every answer', (backend) => {
  it('profile, clients, one client, ledger, one transaction, broadcasts and one broadcast', async () => {
    const { adminId } = await backend.signIn();
    const profile = await backend.profiles.get(adminId);
    expect(profile._id).toBe(adminId);

    const clients = await backend.clients.list(NO_CLIENT_FILTERS);
    const first = clients[0];
    expect(first).toBeDefined();
    await expect(backend.clients.get(first?.userId ?? '')).resolves.toMatchObject({ userId: first?.userId });
    const blocked = clients.find((client) => client.blockStatus === 'Blocked');
    expect((await backend.clients.get(blocked?.userId ?? '')).statusLog?.length).toBeGreaterThan(0);

    const transactions = await backend.transactions.list(NO_POINTS_FILTERS);
    const transactionId = transactions[0]?.transactionId ?? '';
    await expect(backend.transactions.get(transactionId)).resolves.toMatchObject({ transactionId });

    const page = await backend.broadcasts.list(NO_BROADCAST_FILTERS);
    expect(page.totalCount).toBeGreaterThan(0);
    const broadcastId = page.rows[0]?.broadcastId ?? '';
    await expect(backend.broadcasts.get(broadcastId)).resolves.toMatchObject({ broadcastId });
    expect(backend.toasts.filter((toast) => toast.kind === 'error')).toEqual([]);
  });
});
