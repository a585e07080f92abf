/**
 * A client file upload, read as it arrives (never held whole): the multipart file part is decoded as strict
 * UTF-8 and piped through csv-parse (the options the demo uses too), and the core pulls its rows one by one.
 * A file past the size limit is refused by its Content-Length before anything is read, or at the limit; an
 * upload that stops sending is refused with 408 after the idle limit (upload-watch.ts); until its file starts,
 * the wall clock of every body holds it (body-time-limits.ts).
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse';
import { IMPORT_MAX_BYTES } from '../../../src/domain/constants';
import { IMPORT_MESSAGES } from '../../../src/domain/client-import';
import { csvParseOptions, delimiterOf, unreadableCsv } from '../../../src/backend/input/csv-reading';
import type { RequestBody, TableRow } from '../../../src/backend/wire';
import { watchUpload } from './upload-watch';
import { readingForm } from './broken-form';
import { offTheClock } from '../plugins/body-time-limits';

/** What a multipart form adds around the file: its boundaries and part headers. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

class NotText extends Error {}
class Stalled extends Error {}

/** Bytes to text, failing on bytes that are not UTF-8 (Latin-1, binary); the BOM is dropped. */
const utf8Text = (): Transform => {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (bytes: Uint8Array | undefined, done: TransformCallback, end: boolean): void => {
    try {
      done(null, end ? decoder.decode() : decoder.decode(bytes, { stream: true }));
    } catch {
      done(new NotText());
    }
  };
  return new Transform({
    decodeStrings: true,
    transform: (chunk: Buffer, _encoding, done) => decode(chunk, done, false),
    flush: (done) => decode(undefined, done, true),
  });
};

const isTooLarge = (error: unknown): boolean =>
  error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';

async function* problem(message: string, request: FastifyRequest): AsyncGenerator<TableRow> {
  // Answered without reading the body: let it drain so the answer reaches the client.
  request.raw.resume();
  yield { problem: message };
}

type FilePart = NonNullable<Awaited<ReturnType<FastifyRequest['file']>>>;

/** The decoded text with its first line read ahead: the delimiter is known before the parser starts. */
async function firstLineAhead(
  text: AsyncIterator<string>,
): Promise<{ head: string; rest: AsyncIterable<string> }> {
  let head = '';
  while (!/[\r\n]/.test(head) && head.length < 65_536) {
    const next = await text.next();
    if (next.done) break;
    head += next.value;
  }
  const rest = { [Symbol.asyncIterator]: () => text };
  return { head, rest };
}

async function* rowsOf(part: FilePart, request: FastifyRequest, idleMs: number): AsyncGenerator<TableRow> {
  let failure: unknown = null;
  // From the file's first bytes on, its progress judges the upload, not the wall clock (body-time-limits.ts).
  offTheClock(request.raw);
  const stopWatching = watchUpload(request.raw, idleMs, () => part.file.destroy(new Stalled()));
  const decoded = part.file.pipe(utf8Text());
  // pipe() forwards no errors: the decoder's own (not UTF-8) and the file's (past the limit) are caught here.
  part.file.on('error', (error: unknown) =>
    decoded.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  try {
    const { head, rest } = await firstLineAhead(decoded[Symbol.asyncIterator]());
    const parser = parse(csvParseOptions(delimiterOf(head)));
    const flowing = pipeline(
      Readable.from(
        (async function* () {
          yield head;
          yield* rest;
        })(),
      ),
      parser,
    ).catch((error: unknown) => {
      failure ??= error;
    });
    for await (const cells of parser as AsyncIterable<unknown>) {
      if (Array.isArray(cells)) yield { cells: cells.map(String) };
    }
    await flowing;
  } catch (error) {
    failure ??= error;
  } finally {
    stopWatching();
    // The core may stop early (a refused file): the rest of the upload is read and dropped, never kept.
    part.file.resume();
  }
  if (failure === null) return;
  if (failure instanceof Stalled) yield { problem: IMPORT_MESSAGES.stalled(idleMs / 1000), status: 408 };
  else if (isTooLarge(failure)) yield { problem: IMPORT_MESSAGES.tooLarge };
  else if (failure instanceof NotText) yield { problem: IMPORT_MESSAGES.notText };
  else yield { problem: unreadableCsv(failure) };
}

/** A file name as the trail keeps it: its last 100 characters, without control characters. */
const shownName = (name: string): string =>
  [...name]
    .filter((c) => c >= ' ')
    .join('')
    .slice(-100);

export async function tableBody(request: FastifyRequest, idleMs: number): Promise<RequestBody> {
  const declared = Number(request.headers['content-length'] ?? '0');
  if (declared > IMPORT_MAX_BYTES + FORM_OVERHEAD_BYTES)
    return { kind: 'table', fileName: '', rows: problem(IMPORT_MESSAGES.tooLarge, request) };
  const part = await readingForm(() =>
    request.file({ limits: { fileSize: IMPORT_MAX_BYTES, files: 1 }, throwFileSizeLimit: true }),
  );
  if (part === undefined || part.fieldname !== 'file') return { kind: 'none' };
  return { kind: 'table', fileName: shownName(part.filename), rows: rowsOf(part, request, idleMs) };
}
