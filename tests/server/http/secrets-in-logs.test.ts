/**
 * docs/security.md, "Secrets in logs": at LOG_LEVEL=debug (every request with its headers and JSON body) the
 * log holds no password, code or token of the flows that use them, and no body field the contract marks
 * secret — whichever call it is sent to, and in a query or a Referer as well.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, type RunningServer } from '../../../server/build-server';
import { readConfig } from '../../../server/config/read-config';
import { SECRET_FIELDS } from '../../../server/http/secrets';
import { offerSetup } from '../../../src/backend/rules/setup';
import { API_BASE, CALLS, pathTo, type Call } from '../../../src/contract';
import { secretFieldsOf, secretQueryOf } from '../../../src/contract/secret';
import {
  createCapturingMailer,
  type CapturingMailer,
} from '../../application/backend/support/capturing-mailer';
import { consoleBuild } from '../support/host';
import { pgliteDataFolder, type DataFolder } from '../support/pglite-folder';

interface Started {
  running: RunningServer;
  origin: string;
  mailer: CapturingMailer;
  logs: string[];
  folder: DataFolder;
}

async function startLogged(): Promise<Started> {
  const folder = pgliteDataFolder();
  const mailer = createCapturingMailer();
  const logs: string[] = [];
  const running = await buildServer({
    config: readConfig({
      ...folder.env,
      DEMO_DATA: 'off',
      LOG_LEVEL: 'debug',
      RATE_LIMIT_PER_MINUTE: '1000',
    }),
    ports: { mailer },
    staticFolder: consoleBuild(),
    logStream: { write: (line) => void logs.push(line) },
  });
  const origin = (await running.app.listen({ host: '127.0.0.1', port: 0 })).replace(/\/$/, '');
  return { running, origin, mailer, logs, folder };
}

/** A 4-digit code as a value of its own: not inside a longer number, a decimal or a host's port. */
const codeIn = (log: string, code: string): boolean => new RegExp(`(?<![\\d.:])${code}(?![\\d.])`).test(log);

describe('secrets never reach the debug log', { timeout: 120_000 }, () => {
  let server: Started;
  beforeAll(async () => {
    server = await startLogged();
  });
  afterAll(async () => {
    await server.running.close();
    await server.folder.dispose();
  });

  const call = async (
    path: string,
    body: Record<string, unknown>,
    headers: Record<string, string> = {},
  ): Promise<Record<string, unknown>> => {
    const response = await fetch(`${server.origin}${API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Record<string, unknown>;
    expect(response.status, `${path}: ${JSON.stringify(answer)}`).toBeLessThan(300);
    return answer;
  };
  const text = (value: unknown): string => (typeof value === 'string' ? value : '');
  /** What a code step sends back of the answer before it: the admin id, and the attempt's id where there is one. */
  const attemptOf = (answer: Record<string, unknown>) => ({
    adminId: answer.adminId,
    ...(answer.attemptId === undefined ? {} : { attemptId: answer.attemptId }),
  });

  it('runs setup, sign-in, renewal, invitation and reset with none of their secrets in the log', async () => {
    const { origin, mailer, running } = server;
    const secrets: string[] = [];
    const codes: string[] = [];
    const keep = (value: string): string => {
      secrets.push(value);
      return value;
    };

    // Setup: the link's page, then the call the page makes, its Referer the page's URL (as a browser would
    // send it under the old policy).
    const setupToken = keep((await offerSetup(running.ports)) ?? '');
    const setupPage = `${origin}/setup?token=${setupToken}`;
    const page = await fetch(setupPage);
    expect(page.headers.get('referrer-policy')).toBe('no-referrer');
    await page.text();
    const email = 'ana@example.com';
    const password = keep('Str0ng!pass-one');
    await call(
      'auth/setup',
      { token: setupToken, name: 'Ana Lima', email, password, location: 'Oakville' },
      { referer: setupPage },
    );

    // Sign-in with its code, then a renewal.
    const login = await call('admin/email-login', { email, password });
    const signInCode = mailer.lastCodeFor(email);
    codes.push(signInCode);
    const tokens = await call('admin/verify-email-otp', {
      ...attemptOf(login),
      otp: signInCode,
      rememberMe: true,
    });
    keep(text(tokens.accessToken));
    const renewed = await call('admin/refresh-token', { refreshToken: keep(text(tokens.refreshToken)) });
    const accessToken = keep(text(renewed.accessToken));
    keep(text(renewed.refreshToken));

    // An invitation, opened and accepted.
    const invited = 'bo@example.com';
    await call(
      'admin/team/invite',
      { email: invited, name: 'Bo Chen', role: 'Admin', location: 'Oakville' },
      { authorization: `Bearer ${accessToken}` },
    );
    const link = new URL(mailer.lastLinkFor(invited), origin);
    const inviteToken = keep(link.searchParams.get('token') ?? '');
    const invitePage = `${origin}${link.pathname}${link.search}`;
    const opened = await fetch(invitePage);
    expect(opened.headers.get('referrer-policy')).toBe('no-referrer');
    await opened.text();
    const invitedPassword = keep('Str0ng!pass-two');
    await call(
      'admin/accept-invite',
      { token: inviteToken, newPassword: invitedPassword },
      { referer: invitePage },
    );

    // A password reset.
    const reset = await call('admin/forgot-password', { email });
    const resetCode = mailer.lastCodeFor(email);
    codes.push(resetCode);
    const { resetToken } = await call('admin/verify-reset-otp', { ...attemptOf(reset), otp: resetCode });
    await call('admin/reset-password', {
      adminId: reset.adminId,
      resetToken: keep(text(resetToken)),
      newPassword: keep('Str0ng!pass-three'),
    });

    const log = server.logs.join('');
    // What is logged is really there, so the absence of the secrets below means something.
    expect(log).toContain('"msg":"request body"');
    expect(log).toContain(email);
    expect(log).toContain('/setup?token=[redacted]');
    expect(log).toContain('/accept-invite?token=[redacted]');
    for (const secret of secrets) {
      expect(secret.length).toBeGreaterThan(8);
      expect(log, 'a secret is in the log').not.toContain(secret);
    }
    for (const code of codes) expect(codeIn(log, code), `the code ${code} is in the log`).toBe(false);
  });

  it('marks the secret fields in the contract: passwords, codes and tokens of every call that takes one', () => {
    // At least these (a field marked later joins the generated cases below on its own).
    expect(SECRET_FIELDS).toEqual(
      expect.arrayContaining(['newPassword', 'otp', 'password', 'refreshToken', 'resetToken', 'token']),
    );
  });

  // One case per secret field of each call, generated from the contract's marks.
  const marked = CALLS.flatMap((c: Call) => secretFieldsOf(c).map((field) => ({ call: c, field })));

  it.each(marked.map(({ call: c, field }) => [c.name, field, c] as const))(
    '%s: the secret field %s never appears in a debug log of its call',
    async (_name, field, c) => {
      const value = `secret-${c.name}-${field}-value`;
      const params = Object.fromEntries(
        c.path
          .split('/')
          .filter((s) => s.startsWith(':'))
          .map((s) => [s.slice(1), 'x']),
      );
      const before = server.logs.length;
      await fetch(`${server.origin}${API_BASE}${pathTo(c, params)}`, {
        method: c.verb,
        headers: { 'content-type': 'application/json', referer: `${server.origin}/page?${field}=${value}` },
        body: JSON.stringify({ [field]: value, name: 'kept' }),
      }).then((response) => response.text());
      const lines = server.logs.slice(before).join('');
      expect(lines).toContain(`"${field}":"[redacted]"`);
      expect(lines).toContain('"name":"kept"');
      expect(lines).not.toContain(value);
    },
  );

  // One case per secret query parameter (a link's token), generated from the contract's marks.
  const markedQuery = CALLS.flatMap((c: Call) => secretQueryOf(c).map((field) => ({ call: c, field })));

  it('marks the unsubscribe link’s token a secret query parameter', () => {
    expect(markedQuery.map(({ call: c, field }) => `${c.name} ${field}`)).toContain('unsubscribe token');
  });

  it.each(markedQuery.map(({ call: c, field }) => [c.name, field, c] as const))(
    '%s: the secret query parameter %s never appears in a debug log of its call',
    async (_name, field, c) => {
      const value = `secret-${c.name}-${field}-query`;
      const before = server.logs.length;
      await fetch(`${server.origin}${API_BASE}${pathTo(c, {})}?${field}=${value}&kept=shown`, {
        method: c.verb,
      }).then((response) => response.text());
      const lines = server.logs.slice(before).join('');
      expect(lines).toContain(`${field}=[redacted]&kept=shown`);
      expect(lines).not.toContain(value);
    },
  );
});
