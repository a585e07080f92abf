// The contract is the one place an API path is written (docs/api.md, "The contract"): the HTTP repositories,
// the core's route table, the server and the demo read it. These cases prove the finder, then hold the tree.
import { describe, expect, it } from 'vitest';
import { isApiPath, pathLiterals, pathsOutsideContract } from './support/api-path-literals';

describe('finding an API path spelled outside the contract', () => {
  it('finds paths in strings and templates, verb-prefixed, with the base or a leading slash', () => {
    const code = [
      "const a = 'admin/view-client/addpoints/' + id;",
      'const b = `update/admin/view-client/${id}/status`;',
      "app.get('/uploads/:id', handler);",
      "const c = '/api/';",
      "const d = 'auth/setup';",
      "const e = 'admin/some-call-not-in-the-contract';",
      "const f = new Set(['POST admin/refresh-token']);",
    ].join('\n');
    expect(pathLiterals('src/x.ts', code).map(({ line, text }) => [line, text])).toEqual([
      [1, 'admin/view-client/addpoints/'],
      [2, 'update/admin/view-client/'],
      [3, '/uploads/:id'],
      [4, '/api/'],
      [5, 'auth/setup'],
      [6, 'admin/some-call-not-in-the-contract'],
      [7, 'POST admin/refresh-token'],
    ]);
  });

  it('lets comments, imports, console pages and other words through', () => {
    const code = [
      '// POST admin/view-client/addpoints/:id books points',
      "import { x } from '../admin/thing';",
      "const page = '/auth/login';",
      "const route = '/app/dashboard/clients';",
      "const words = 'The admin/owner decides';",
    ].join('\n');
    expect(pathLiterals('src/x.ts', code)).toEqual([]);
    expect(isApiPath('Admins loaded.')).toBe(false);
  });
});

describe('the tree', () => {
  it('spells no API path outside src/contract', { timeout: 60_000 }, () => {
    expect(pathsOutsideContract(process.cwd())).toEqual([]);
  });
});
