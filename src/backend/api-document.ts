/**
 * The OpenAPI document of the API (docs/api.md, "The generated reference"): generated from the contract alone,
 * every call's body and query fields as src/contract declares them (the core reads its bodies by the same
 * declarations: input/contract-body.ts). Kept here for the hosts and the build that import it.
 */
import { CALLS } from '../contract';
import { openApiDocument } from '../contract/openapi';
import type { JsonSchema } from '../contract/schema';

export const apiDocument = (): JsonSchema => openApiDocument(CALLS);
