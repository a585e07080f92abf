/** Every error the host answers itself is JSON like the core's: `{ type: 'error', message }` (SPEC §8). */
export const errorBody = (message: string): { type: 'error'; message: string } => ({
  type: 'error',
  message,
});

/** The only thing a client learns of a fault on our side; the details go to the log. */
export const UNEXPECTED_FAILURE = 'The server ran into a problem. Please try again.';

/** Fastify's own errors a client can cause, in words for the person behind it. */
export const CLIENT_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request is too large: the limit is 1 MB.',
  FST_REQ_FILE_TOO_LARGE: 'The file is too large: the limit is 2 MB.',
  FST_FILES_LIMIT: 'Send one file at a time.',
  FST_PARTS_LIMIT: 'The form has too many parts.',
  FST_FIELDS_LIMIT: 'The form has too many fields.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send JSON (Content-Type: application/json) or a multipart form.',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the file as a multipart form.',
  FST_PROTO_VIOLATION: 'A form field has a reserved name.',
};
