/** Calls the Node server answers itself, outside the backend core: photos and this document. */
import { answers, NO_BODY, type Call } from '../call';
import { fields, text } from '../schema';

export const getUpload = {
  name: 'getUpload',
  verb: 'GET',
  path: 'uploads/:id',
  caller: 'public',
  request: NO_BODY,
  answer: { kind: 'file', mediaType: 'image/*', description: 'The photo, in its own type.' },
} as const satisfies Call;

export const getOpenApi = {
  name: 'getOpenApi',
  verb: 'GET',
  path: 'openapi.json',
  caller: 'public',
  request: NO_BODY,
  answer: answers(fields({ openapi: text() })),
} as const satisfies Call;
