// The OpenAPI 3.1 document generated from the contract (docs/api.md, "The generated reference"): valid by the
// OpenAPI schema, one operation per contract call, and the contract matches the backend core's route table.
import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../src/backend/create-backend';
import { CALLS, HOST_CALLS, queryNames } from '../../src/contract';
import { apiDocument } from '../../src/backend/api-document';
import { openApiPath } from '../../src/contract/openapi';
import type { SeenAnswer } from '../application/backend/support/answer-recorder';
import { answerProblems } from '../application/backend/support/openapi-answers';

const validate = async (document: object) => new Validator().validate(document as Record<string, unknown>);

describe('the OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const document = apiDocument();
    expect(document.openapi).toBe('3.1.0');
    const result = await validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is refused by the validator when a path parameter is made optional, so the check can fail', async () => {
    const document = structuredClone(apiDocument()) as {
      paths: Record<string, Record<string, { parameters: { required: boolean }[] }>>;
    };
    const [parameter] = document.paths['/admin/view-client/addpoints/{id}']?.post?.parameters ?? [];
    if (parameter) parameter.required = false;
    expect((await validate(document)).valid).toBe(false);
  });

  it("describes the import's progress lines, and the answer checks hold each line to it", () => {
    const lines = (...body: object[]): SeenAnswer => ({
      verb: 'POST',
      url: 'http://host.test/api/admin/clients/import?dryRun=true',
      status: 200,
      contentType: 'application/x-ndjson; charset=utf-8',
      json: undefined,
      lines: body,
    });
    const report = {
      fileName: 'a.csv',
      dryRun: true,
      added: 1,
      skipped: 0,
      skippedRows: [],
      refusedCount: 0,
      refused: [],
    };
    const refusal = { type: 'error', message: 'The file is not a CSV file.' };
    const progress = { type: 'progress', rows: 1000 };
    expect(
      answerProblems(
        [
          lines(progress, { type: 'success', message: 'Done.', import: report, status: 200 }),
          lines(progress, { ...refusal, status: 400 }),
        ],
        '/api/',
      ),
    ).toEqual([]);
    const problems = answerProblems(
      [lines({ type: 'progress' }), lines(progress, { type: 'success', import: report })],
      '/api/',
    );
    expect(problems).toHaveLength(4);
    expect(problems.join('\n')).toContain('line 1');
    expect(problems.join('\n')).toContain('the last line carries no status');
  });

  it('has one operation per contract call, named by it, with who may call it and its rate limit', () => {
    const { paths } = apiDocument() as {
      paths: Record<
        string,
        Record<string, { operationId: string; 'x-caller': string; 'x-rate-limit'?: string }>
      >;
    };
    const operations = Object.entries(paths).flatMap(([path, byVerb]) =>
      Object.entries(byVerb).map(([verb, op]) => [verb.toUpperCase(), path, op] as const),
    );
    expect(operations.map(([verb, path]) => `${verb} ${path}`).sort()).toEqual(
      CALLS.map((call) => `${call.verb} ${openApiPath(call.path)}`).sort(),
    );
    const addPoints = paths['/admin/view-client/addpoints/{id}']?.post;
    expect(addPoints).toMatchObject({ operationId: 'addPoints', 'x-caller': 'admin' });
    expect(paths['/admin/email-login']?.post).toMatchObject({
      'x-caller': 'public',
      'x-rate-limit': 'guessing',
    });
    // It checks the current password: counted as a guess at one (docs/security.md, "Changing a password").
    expect(paths['/admin/change-password']?.post).toMatchObject({
      'x-caller': 'session',
      'x-rate-limit': 'guessing',
    });
  });

  it("a limited call's 429 names Retry-After, the seconds to wait (docs/product.md §10.7)", () => {
    const { paths } = apiDocument() as {
      paths: Record<string, Record<string, { responses: Record<string, { headers?: object }> }>>;
    };
    expect(paths['/admin/verify-email-otp']?.post?.responses['429']?.headers).toHaveProperty('Retry-After');
    expect(paths['/admin/view-client/addpoints/{id}']?.post?.responses['429']).toBeUndefined();
  });

  it('gives every operation its own line (summaries.ts, outside the app build), never just its name', () => {
    const { paths } = apiDocument() as {
      paths: Record<string, Record<string, { operationId: string; summary: string }>>;
    };
    const operations = Object.values(paths).flatMap((byVerb) => Object.values(byVerb));
    expect(operations).toHaveLength(CALLS.length);
    for (const { operationId, summary } of operations) {
      expect(summary, operationId).not.toBe(operationId);
      expect(summary.length, operationId).toBeGreaterThan(10);
    }
  });

  it('gives every query parameter of every call its meaning (query-meanings.ts, outside the app build)', () => {
    const { paths } = apiDocument() as {
      paths: Record<
        string,
        Record<string, { parameters?: { name: string; in: string; description?: string }[] }>
      >;
    };
    const query = Object.values(paths)
      .flatMap((byVerb) => Object.values(byVerb))
      .flatMap((operation) => (operation.parameters ?? []).filter((p) => p.in === 'query'));
    expect(query.length).toBe(CALLS.reduce((n, call) => n + queryNames(call).length, 0));
    for (const { name, description } of query) expect(description?.length ?? 0, name).toBeGreaterThan(5);
  });

  it('declares a client’s version: GET one client answers its ETag, its changes take If-Match and may answer 409', () => {
    type Operation = {
      parameters?: { name: string; in: string }[];
      responses: Record<string, { headers?: Record<string, unknown> }>;
    };
    const paths = apiDocument().paths as Record<string, Record<string, Operation>>;
    const get = paths['/admin/view-client/{id}']?.get;
    expect(Object.keys(get?.responses['200']?.headers ?? {})).toContain('ETag');
    expect(get?.responses['409']).toBeUndefined();
    for (const [path, verb] of [
      ['/admin/view-client/{id}', 'put'],
      ['/admin/view-client/notes/{id}', 'put'],
      ['/update/admin/view-client/{id}/status', 'put'],
    ] as const) {
      const change = paths[path]?.[verb];
      expect(change?.parameters?.filter((p) => p.in === 'header').map((p) => p.name)).toEqual(['If-Match']);
      expect(change?.responses['409']).toBeDefined();
      expect(Object.keys(change?.responses['200']?.headers ?? {})).toContain('ETag');
    }
    const points = paths['/admin/view-client/addpoints/{id}']?.post;
    expect(points?.parameters?.some((p) => p.name === 'If-Match')).toBe(false);
  });

  it('names each call once', () => {
    const names = CALLS.map((call) => call.name);
    expect(new Set(names).size).toBe(names.length);
    const keys = CALLS.map((call) => `${call.verb} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('the contract and the backend core', () => {
  it('the core answers every contract call but the host’s own, and no other', () => {
    const core = ROUTES.map((route) => `${route.verb} ${route.path}`).sort();
    const contract = CALLS.filter((call) => !HOST_CALLS.includes(call))
      .map((call) => `${call.verb} ${call.path}`)
      .sort();
    expect(core).toEqual(contract);
  });

  it('each core route takes its caller, query and body from its contract call', () => {
    for (const route of ROUTES) {
      const call = CALLS.find((c) => c.verb === route.verb && c.path === route.path);
      expect(route.access).toBe(call?.caller === 'public' || call?.caller === 'vendor' ? 'public' : 'admin');
      expect(route.role ?? null).toBe(
        call?.caller === 'super-admin' ? 'Super Admin' : route.access === 'admin' ? 'Admin' : null,
      );
      expect(route.body === 'table').toBe(call?.request.kind === 'table');
    }
  });
});
