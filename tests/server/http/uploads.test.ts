import { beforeEach, describe, expect, it } from 'vitest';
import { sqlPhotoKeeper } from '../../../server/ports/sql-photo-keeper';
import { createSqlStore } from '../../../server/store/sql-store';
import { emptyDatabase } from '../support/empty-database';
import { hostPerFile } from '../support/host-per-file';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 4, 5, 6]);

describe('profile photos: kept in the database, served without a token', () => {
  const served = hostPerFile();
  let ids: string[];
  const get = (url: string) => served.host.app.inject({ method: 'GET', url });
  const keeper = () =>
    sqlPhotoKeeper(
      {
        code: () => '0000',
        token: () => ids.shift() ?? 'spent',
        objectId: () => '0'.repeat(24),
        opaqueId: () => '0'.repeat(24),
      },
      { now: () => 0 },
    );
  const keep = (bytes: Uint8Array, mime: 'image/png' | 'image/jpeg', previous: string) =>
    createSqlStore(served.database.database.sql).transaction((tx) =>
      keeper().keep({ bytes, mime }, tx, previous),
    );

  beforeEach(async () => {
    await emptyDatabase(served.database.database);
    ids = ['Zq3_first-photo-id', 'Zq3_second-photo-id'];
  });

  it('keeps the bytes under an unguessable id and answers a same-origin URL', async () => {
    expect(await keep(PNG, 'image/png', '')).toBe('/api/uploads/Zq3_first-photo-id');
  });

  it('serves the photo with its type, nosniff and a long cache, to a request without a token', async () => {
    const url = await keep(PNG, 'image/png', 'data:image/svg+xml,<svg/>');
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    expect(new Uint8Array(response.rawPayload)).toEqual(PNG);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('removes the photo it replaces, in the same transaction', async () => {
    const first = await keep(PNG, 'image/png', '');
    const second = await keep(JPEG, 'image/jpeg', first);
    expect((await get(first)).statusCode).toBe(404);
    const response = await get(second);
    expect([response.statusCode, response.headers['content-type']]).toEqual([200, 'image/jpeg']);
  });

  it('keeps the old photo when the change rolls back', async () => {
    const first = await keep(PNG, 'image/png', '');
    await expect(
      createSqlStore(served.database.database.sql).transaction(async (tx) => {
        await keeper().keep({ bytes: JPEG, mime: 'image/jpeg' }, tx, first);
        throw new Error('the profile could not be saved');
      }),
    ).rejects.toThrow();
    expect((await get(first)).statusCode).toBe(200);
  });

  it.each(['%00', '..%2F..%2Fserver.lock', 'a'.repeat(65), 'photo.png'])(
    'answers an id that cannot be ours (%s) with the JSON 404, without asking the database',
    async (id) => {
      const response = await get(`/api/uploads/${id}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ type: 'error', message: 'This photo does not exist (any more).' });
    },
  );

  it('answers an unknown photo with a JSON 404', async () => {
    const response = await get('/api/uploads/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ type: 'error', message: 'This photo does not exist (any more).' });
  });
});
