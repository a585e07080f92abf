import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildServer } from '../../../server/build-server';
import { readConfig } from '../../../server/config/read-config';
import type { OutgoingMail } from '../../../src/backend/ports';
import type { BackendRoute } from '../../../src/backend/wire';
import { describeOnPostgres } from '../support/each-database';
import { consoleBuild } from '../support/host';

const folder = () => mkdtempSync(join(tmpdir(), 'loyalloop-server-'));
const SLOW: BackendRoute = { verb: 'GET', path: 'admin/slow', access: 'admin' };

describe('the server in-process, on the embedded database', () => {
  it('seeds an empty folder once, keeps a signing secret there, and reuses the data on the next start', async () => {
    const dataDir = folder();
    const config = readConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const first = await buildServer({ config, staticFolder: consoleBuild() });
    expect(first.seeded).toBe(true);
    expect(await first.ports.store.accountByEmail('admin@loyalloop.demo')).toMatchObject({
      name: 'Avery Morgan',
    });
    expect(
      await first.ports.hasher.verify(
        'Demo@1234',
        (await first.ports.store.accountByEmail('admin@loyalloop.demo'))?.passwordHash ?? '',
      ),
    ).toBe(true);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    await expect(buildServer({ config })).rejects.toThrow(/is in use by another LoyalLoop server/);
    const token = await first.ports.signer.sign({
      sub: 'a',
      role: 'admin',
      kind: 'access',
      iat: 1,
      exp: 2,
      jti: 'j',
      sid: 's',
    });
    await first.close();
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const second = await buildServer({ config, staticFolder: consoleBuild() });
    expect(second.seeded).toBe(false);
    expect(await second.ports.signer.verify(token)).not.toBeNull();
    await second.close();
  });

  it('lets a test swap ports and the core, and finishes a request in flight before closing', async () => {
    const mails: OutgoingMail[] = [];
    let release = (): void => undefined;
    const server = await buildServer({
      config: readConfig({ DATA_DIR: folder(), LOG_LEVEL: 'silent' }),
      staticFolder: consoleBuild(),
      seedSize: { clients: 3, transactions: 4, broadcasts: 1 },
      ports: {
        mailer: {
          send: async (mail) => void mails.push(mail),
          deliver: async () => ({ status: 'sent', error: null }),
        },
      },
      createBackend: (ports) => ({
        routes: [SLOW],
        admit: async () => null,
        async handle() {
          await ports.mailer.send({ to: 'a@b.c', subject: 's', text: 't', code: '0042' });
          await new Promise<void>((resolve) => (release = resolve));
          return {
            status: 200,
            body: {
              type: 'success',
              message: 'done',
              clients: (
                await ports.store.listClients({ search: '', locations: [], statuses: [], from: '', to: '' })
              ).length,
            },
          };
        },
      }),
    });
    const address = await server.app.listen({ host: '127.0.0.1', port: 0 });
    const answer = fetch(`${address}/api/admin/slow`).then((r) => r.json());
    while (mails.length === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    const closed = server.close();
    release();
    expect(await answer).toEqual({ type: 'success', message: 'done', clients: 3 });
    await closed;
    expect(mails.map((m) => m.code)).toEqual(['0042']);
  });
});

describeOnPostgres('the server', (current) => {
  it('never seeds a database reached through DATABASE_URL', async () => {
    const fresh = await current().fresh();
    if (!fresh.url) throw new Error('A PostgreSQL test database has a URL.');
    const config = readConfig({ DATABASE_URL: fresh.url, JWT_SECRET: 's'.repeat(32), LOG_LEVEL: 'silent' });
    const server = await buildServer({ config, staticFolder: consoleBuild() });
    expect(server.seeded).toBe(false);
    expect(await server.ports.store.accountByEmail('admin@loyalloop.demo')).toBeNull();
    await server.close();
    await fresh.dispose();
  });
});
