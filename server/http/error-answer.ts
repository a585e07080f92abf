/** Every error the host answers itself is JSON like the core's: `{ type: 'error', message }` (docs/product.md §8). */
import { ONE_FILE } from '../../src/backend/input/body';

export const errorBody = (message: string): { type: 'error'; message: string } => ({
  type: 'error',
  message,
});

/** Fastify's own errors a client can cause, in words for the person behind it. */
export const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large: the limit is 1 MB.',
  // Past the second file (the core refuses the second itself, body-parsers.ts).
  FST_FILES_LIMIT: ONE_FILE,
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON (Content-Type: application/json) or a multipart form.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as a multipart form.',
  FST_PROTO_VIOLATION: 'A form field has a reserved name.',
  FST_ERR_BAD_URL: 'The address is not valid: it has a broken %-escape.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_BROKEN_FORM: 'The form could not be read: it is cut short or has no boundary.',
};
