// A JSON request body is declared once (docs/api.md, "The contract"): by the backend core's field readers on the
// call's route (`withJson`), which read it, and from which the OpenAPI document describes it. The contract says
// only that the call takes a JSON body. These cases hold the two together, so a body field cannot be read by the
// core and missing from the document, or be documented and refused.
import { describe, expect, it } from 'vitest';
import { apiDocument, requestSchemas } from '../../src/backend/api-document';
import { ROUTES } from '../../src/backend/create-backend';
import type { CoreRoute } from '../../src/backend/routing';
import { CALLS, type Call } from '../../src/contract';
import { openApiDocument, openApiPath, requestKey } from '../../src/contract/openapi';
import { REASON_MAX } from '../../src/domain/constants';

const key = (call: Pick<Call, 'verb' | 'path'>) => requestKey(call);
const jsonCalls = CALLS.filter((call) => call.request.kind === 'json').map(key);
const routesWithBody = (routes: readonly CoreRoute[]) =>
  routes.filter((route) => route.json !== undefined).map(key);

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

describe('request bodies, declared once', () => {
  it('every call the contract says takes JSON has its fields declared on its core route, and no other', () => {
    expect(jsonCalls.length).toBeGreaterThan(10);
    expect(routesWithBody(ROUTES).sort()).toEqual([...jsonCalls].sort());
  });

  it('is red when a route reads a body whose fields it does not declare', () => {
    const [first, ...rest] = ROUTES.filter((route) => route.json !== undefined);
    if (!first) throw new Error('no route reads a JSON body');
    const undeclared: CoreRoute = { ...first, json: undefined };
    expect(routesWithBody([undeclared, ...rest]).sort()).not.toEqual([...jsonCalls].sort());
    expect(() => openApiDocument(requestSchemas([undeclared, ...rest]))).toThrow(/No body schema/);
  });

  it('the document lists exactly the fields each core route reads, the ones it may leave out not required', () => {
    const document = apiDocument();
    for (const call of CALLS.filter((c) => c.request.kind === 'json')) {
      const route = ROUTES.find((r) => key(r) === key(call));
      const shape = route?.json ?? {};
      const body = bodyInDocument(document, call);
      expect(Object.keys(body?.properties ?? {}), key(call)).toEqual(Object.keys(shape));
      const required = Object.entries(shape)
        .filter(([, field]) => field.optional !== true)
        .map(([name]) => name);
      expect(body?.required ?? [], key(call)).toEqual(required);
    }
  });

  it('describes a field by what its reader accepts: the add-points reason is text of at most its limit', () => {
    const addPoints = CALLS.find((call) => call.name === 'addPoints');
    if (!addPoints) throw new Error('no addPoints call');
    const body = bodyInDocument(apiDocument(), addPoints);
    expect(body?.properties.pointsReason).toEqual({ type: 'string', maxLength: REASON_MAX });
    // docs/product.md §10.28: points or an amount spent, so neither is required on its own.
    expect(body?.required).toEqual(['pointsReason']);
  });
});
