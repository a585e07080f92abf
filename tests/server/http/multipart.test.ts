import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ONE_FILE } from '../../../src/backend/input/body';
import { MAX_IMAGE_BYTES } from '../../../src/domain/image';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend, type FakeBackend } from '../support/fake-backend';
import { startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

const MB = 1024 * 1024;
const photoForm = (bytes: number, fields: Record<string, string> = {}): FormData => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('image', new Blob([new Uint8Array(bytes).fill(7)], { type: 'image/png' }), 'me.png');
  return form;
};

describe('the host reads multipart forms (the profile photo)', () => {
  let database: TestDatabase;
  let backend: FakeBackend;
  let host: Host;
  let url: string;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
  });
  afterAll(() => database.close());
  beforeEach(async () => {
    backend = fakeBackend();
    host = await startHost(database.database, backend);
    url = `${await host.app.listen({ host: '127.0.0.1', port: 0 })}/api/admin/profile/A1/image`;
    return () => host.app.close();
  });

  it('hands the core the file of the field image with its bytes, declared type and name', async () => {
    const response = await fetch(url, { method: 'PUT', body: photoForm(2 * MB, { note: 'hello' }) });
    expect(response.status).toBe(200);
    const body = backend.received.at(-1)?.body;
    expect(
      body?.kind === 'form' && body.files.map((f) => [f.field, f.bytes.length, f.declaredType, f.fileName]),
    ).toEqual([['image', 2 * MB, 'image/png', 'me.png']]);
    expect(body?.kind === 'form' && body.fields).toEqual({ note: 'hello' });
    expect(body?.kind === 'form' && body.files[0]?.bytes.every((b) => b === 7)).toBe(true);
  });

  const receivedSizes = (): number[] => {
    const body = backend.received.at(-1)?.body;
    return body?.kind === 'form' ? body.files.map((f) => f.bytes.length) : [];
  };

  it('hands the core a file over 2 MB cut one byte past the limit, for the core to refuse by its rule', async () => {
    const response = await fetch(url, { method: 'PUT', body: photoForm(2 * MB + 5) });
    expect(response.status).toBe(200);
    expect(receivedSizes()).toEqual([MAX_IMAGE_BYTES + 1]);
  });

  it('reads a 20 MB upload only that far, and the connection is still usable', async () => {
    const response = await fetch(url, { method: 'PUT', body: photoForm(20 * MB) });
    expect(response.status).toBe(200);
    expect(receivedSizes()).toEqual([MAX_IMAGE_BYTES + 1]);
    expect((await fetch(url, { method: 'PUT', body: photoForm(10) })).status).toBe(200);
  });

  it("hands the core a second file (it refuses it), and refuses a third with 413 in the core's words", async () => {
    const two = photoForm(10);
    two.append('image', new Blob(['x'], { type: 'image/png' }), 'second.png');
    expect((await fetch(url, { method: 'PUT', body: two })).status).toBe(200);
    expect(receivedSizes()).toEqual([10, 1]);
    two.append('image', new Blob(['y'], { type: 'image/png' }), 'third.png');
    const response = await fetch(url, { method: 'PUT', body: two });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ type: 'error', message: ONE_FILE });
  });
});
