/**
 * The server in-process on PGlite, for the suites about what arrives at the wire: real HTTP on loopback, the
 * demo admin signed in, and a refusal check that also proves nothing in the database changed.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { signInOverWire } from '../../application/backend/support/wire';
import { snapshot } from './db-snapshot';
import { pgliteDataFolder, type DataFolder } from './pglite-folder';
import { rawRequest, type RawReply, type RawRequest } from './raw-http';
import { startTestServer, type TestServer } from './test-server';

export interface WireServer {
  readonly server: TestServer;
  /** The signed-in demo admin. */
  readonly session: { token: string; adminId: string; refreshToken: string };
  /** A request to `/api/` + `path` exactly as written, with the admin's token unless `token` says otherwise. */
  send(method: string, path: string, init?: RawRequest & { token?: string | null }): Promise<RawReply>;
  /** JSON `body` (any value, sent as JSON text) to `/api/` + `path`, with the admin's token. */
  sendJson(method: string, path: string, body: unknown): Promise<RawReply>;
  snapshot(): Promise<string>;
}

/** Registers the server for the calling file (once: PGlite takes seconds to open); use the getter in cases. */
export function useWireServer(): () => WireServer {
  let folder: DataFolder | null = null;
  let current: WireServer | null = null;
  beforeAll(async () => {
    folder = pgliteDataFolder();
    const server = await startTestServer(folder.env);
    const session = await signInOverWire({ apiBase: `${server.origin}/api/`, mailer: server.mailer });
    const send: WireServer['send'] = (method, path, init = {}) => {
      const token = init.token === undefined ? session.token : init.token;
      const auth: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
      return rawRequest(server.origin, method, `/api/${path}`, {
        body: init.body,
        headers: { accept: 'application/json', ...auth, ...init.headers },
      });
    };
    current = {
      server,
      session,
      send,
      sendJson: (method, path, body) =>
        send(method, path, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
      snapshot: () => snapshot(server.running.database),
    };
  });
  afterAll(async () => {
    await current?.server.close();
    await folder?.dispose();
  });
  return () => {
    if (current === null) throw new Error('The wire server is not started yet.');
    return current;
  };
}

/** What every refused request answers: a 4xx and `{ type: 'error', message }` in words. */
export function expectRefusal(reply: RawReply, what: string): void {
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(reply.status, `${what}: ${reply.text.slice(0, 300)}`).toBeLessThan(500);
  expect(reply.json, what).toEqual({ type: 'error', message: expect.stringMatching(/\S/) });
}

/** Sends each request; every one must be refused, and the database must be as it was before the first. */
export async function expectAllRefused(
  server: WireServer,
  requests: readonly (readonly [string, () => Promise<RawReply>])[],
): Promise<void> {
  const before = await server.snapshot();
  for (const [what, send] of requests) expectRefusal(await send(), what);
  expect(await server.snapshot(), 'the database changed').toBe(before);
}
