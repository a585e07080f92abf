import { describe, expect, it } from 'vitest';
import { hostPerFile } from '../support/host-per-file';
import { apiDocument } from '../../../src/backend/api-document';

describe('GET /api/openapi.json', () => {
  const served = hostPerFile();

  it('serves the document generated from the contract, without a token, cacheable', async () => {
    const response = await served.host.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.json()).toEqual(apiDocument());
  });
});
