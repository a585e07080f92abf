// A JSON request body is declared once (docs/api.md, "Declaring a call"): by its call in src/contract, from which
// the backend core reads it and the OpenAPI document describes it. These cases hold the three together, so a
// body field cannot be read by the core and missing from the document, or be documented and refused.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiDocument } from '../../src/backend/api-document';
import { bodyReaders } from '../../src/backend/input/contract-body';
import { CALLS, pathTo, type Call } from '../../src/contract';
import { openApiPath } from '../../src/contract/openapi';
import { DEMO_SECOND_ADMIN } from '../../src/backend/seed/demo-account';
import { REASON_MAX } from '../../src/domain/constants';
import { coreUnderTest, json, type CoreUnderTest } from '../backend/support/core';

interface BodyInDocument {
  properties: Record<string, unknown>;
  required?: string[];
}
const bodyInDocument = (document: object, call: Call): BodyInDocument | undefined => {
  const paths = (document as { paths: Record<string, Record<string, unknown>> }).paths;
  const operation = paths[openApiPath(call.path)]?.[call.verb.toLowerCase()] as
    { requestBody?: { content: Record<string, { schema: BodyInDocument }> } } | undefined;
  return operation?.requestBody?.content['application/json']?.schema;
};

const jsonCalls = CALLS.filter((call) => call.request.kind === 'json');
const declared = (call: Call) => (call.request.kind === 'json' ? call.request.body : {});

describe('request bodies, declared once', () => {
  let core: CoreUnderTest;
  let bearer: string;
  let adminId: string;
  beforeAll(async () => {
    core = coreUnderTest();
    bearer = await core.signIn();
    // The team's calls read the admin before the body: the seeded second admin's id.
    adminId = (await core.store.accountByEmail(DEMO_SECOND_ADMIN.email))?._id ?? '';
  });

  it('the document lists exactly the fields each call declares, the ones it may leave out not required', () => {
    expect(jsonCalls.length).toBeGreaterThan(10);
    const document = apiDocument();
    for (const call of jsonCalls) {
      const fields = declared(call);
      const body = bodyInDocument(document, call);
      expect(Object.keys(body?.properties ?? {}), call.name).toEqual(Object.keys(fields));
      const required = Object.entries(fields)
        .filter(([, field]) => field.optional !== true)
        .map(([name]) => name);
      expect(body?.required ?? [], call.name).toEqual(required);
    }
  });

  it('the core reads every declared field of each call: one reader per field, in the contract’s order', () => {
    for (const call of jsonCalls) {
      const words = Object.fromEntries(Object.keys(declared(call)).map((name) => [name, { label: name }]));
      expect(Object.keys(bodyReaders(call, words)), call.name).toEqual(Object.keys(declared(call)));
    }
  });

  it.each(jsonCalls.map((call) => [call.name, call] as const))(
    '%s: the core refuses a field its contract does not declare',
    async (_name, call) => {
      const params = Object.fromEntries(
        call.path
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => [s.slice(1), call.path.startsWith('admin/team') ? adminId : 'LL100001']),
      );
      const answer = await core.call(call.verb, call.path, {
        params,
        bearer,
        body: json({ notDeclaredAnywhere: 1 }),
      });
      expect(pathTo(call, params)).not.toContain(':');
      expect(answer.status, call.name).toBe(400);
      expect(answer.body.message).toBe('Unexpected field: notDeclaredAnywhere.');
    },
  );

  it('describes a field by what the contract says it is: the add-points reason is text of at most its limit', () => {
    const addPoints = CALLS.find((call) => call.name === 'addPoints');
    if (!addPoints) throw new Error('no addPoints call');
    const body = bodyInDocument(apiDocument(), addPoints);
    expect(body?.properties.pointsReason).toEqual({ type: 'string', maxLength: REASON_MAX });
    // docs/product.md §10.28: points or an amount spent, so neither is required on its own.
    expect(body?.required).toEqual(['pointsReason']);
  });
});
