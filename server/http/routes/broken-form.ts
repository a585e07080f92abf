/**
 * A multipart form the parser cannot read — cut short, or without a boundary — is the client's bytes, never a
 * fault of the server: 400 with a message. The parser's own limits keep their status (413 and its words).
 */
export class BrokenForm extends Error {
  readonly statusCode = 400;
  readonly code = 'FST_BROKEN_FORM';
}

/** `read`, with any error of the parser that carries no status answered as a broken form. */
export async function readingForm<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof Error && 'statusCode' in error) throw error;
    throw new BrokenForm(String(error), { cause: error });
  }
}
