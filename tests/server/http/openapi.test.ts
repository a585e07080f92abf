import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../../src/contract/openapi';
import { embeddedTestDatabase } from '../support/embedded-test-database';
import { fakeBackend } from '../support/fake-backend';
import { startHost, type Host } from '../support/host';
import type { TestDatabase } from '../support/test-database';

describe('GET /api/openapi.json', () => {
  let database: TestDatabase;
  let host: Host;
  beforeAll(async () => {
    database = await embeddedTestDatabase();
    host = await startHost(database.database, fakeBackend());
  });
  afterAll(async () => {
    await host.app.close();
    await database.close();
  });

  it('serves the document generated from the contract, without a token, cacheable', async () => {
    const response = await host.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual(openApiDocument());
  });
});
