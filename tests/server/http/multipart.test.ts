import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
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

  it('refuses a file over 2 MB with 413 and a message, before the core sees it', async () => {
    const response = await fetch(url, { method: 'PUT', body: photoForm(2 * MB + 1) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      type: 'error',
      message: 'The file is too large: the limit is 2 MB.',
    });
    expect(backend.received).toHaveLength(0);
  });

  it('answers a 20 MB upload with a 413 JSON message, not a dropped connection', async () => {
    const response = await fetch(url, { method: 'PUT', body: photoForm(20 * MB) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      type: 'error',
      message: 'The file is too large: the limit is 2 MB.',
    });
    // The connection is still usable for the next request.
    expect((await fetch(url, { method: 'PUT', body: photoForm(10) })).status).toBe(200);
  });

  it('refuses a second file with 413 and a message', async () => {
    const form = photoForm(10);
    form.append('image', new Blob(['x'], { type: 'image/png' }), 'second.png');
    const response = await fetch(url, { method: 'PUT', body: form });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ type: 'error', message: 'Send one file at a time.' });
  });
});
