/** The server process's log destination: asynchronous, and nothing lost or reordered once closed. */
import { mkdtempSync, openSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { asyncLogDestination } from '../../../server/http/log-destination';

describe('the log destination of the server process', () => {
  it('writes lines while the request goes on, not during it, and every line, in order, once closed', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'loyalloop-log-')), 'server.log');
    const destination = asyncLogDestination(openSync(file, 'w'));
    destination.write('{"msg":"first"}\n');
    destination.write('{"msg":"second"}\n');
    // A synchronous destination would have written both lines by now: the request would have waited for them.
    // Here the first is on its way (written off the main thread) and the second waits for it, in memory.
    expect(readFileSync(file, 'utf8')).not.toContain('second');
    await new Promise<void>((resolve) => destination.closeThen(resolve));
    expect(readFileSync(file, 'utf8')).toBe('{"msg":"first"}\n{"msg":"second"}\n');
  });
});
