/**
 * The OpenAPI document of the API (docs/api.md, "The generated reference"): the contract's calls, with each
 * JSON request body as the core reads it. The body's fields are declared once, by the handler's field readers
 * (routing.ts `withJson`), so the document can never list a field the core refuses or miss one it reads.
 */
import { CALLS } from '../contract';
import { openApiDocument, requestKey, type RequestSchemas } from '../contract/openapi';
import type { JsonSchema } from '../contract/schema';
import { ROUTES } from './create-backend';
import { bodySchema } from './input/body';
import type { CoreRoute } from './routing';

/** Each route's JSON body, keyed `VERB path`. */
export const requestSchemas = (routes: readonly CoreRoute[] = ROUTES): RequestSchemas =>
  Object.fromEntries(
    routes.flatMap((route) => (route.json ? [[requestKey(route), bodySchema(route.json)]] : [])),
  );

export const apiDocument = (): JsonSchema => openApiDocument(requestSchemas(), CALLS);
