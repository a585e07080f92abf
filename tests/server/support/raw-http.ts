/**
 * One HTTP exchange exactly as written: the path as typed (no URL normalisation, so `..` and `%2F` arrive as
 * sent), the headers and the body bytes as given. The answer's JSON is parsed if it is JSON.
 */
import { request } from 'node:http';

export interface RawReply {
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

export interface RawRequest {
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

const parsed = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

export function rawRequest(
  origin: string,
  method: string,
  path: string,
  init: RawRequest = {},
): Promise<RawReply> {
  const { hostname, port } = new URL(origin);
  const length = init.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(init.body)) };
  return new Promise((resolve, reject) => {
    let answered = false;
    const sent = request(
      { host: hostname, port, method, path, headers: { ...length, ...init.headers } },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, text, json: parsed(text) });
        });
      },
    );
    // A server may answer (a 413) and close before the whole body went out: the answer is what counts.
    sent.on('error', (error) => {
      if (!answered) reject(error);
    });
    sent.end(init.body);
  });
}

/** A FormData as the bytes and content type a browser would send. */
export async function formBytes(form: FormData): Promise<{ body: Uint8Array; type: string }> {
  const response = new Response(form);
  return {
    body: new Uint8Array(await response.arrayBuffer()),
    type: response.headers.get('content-type') ?? '',
  };
}
