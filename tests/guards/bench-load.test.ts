// The bench's rate rows are driven by ab (tests/bench/support/ab-load.ts): a figure is given only when every
// request was answered with a 2xx, whichever client drove the run.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseAb, runAb } from '../bench/support/ab-load';
import { load, loadWarm, WARM_UP_REQUESTS } from '../bench/support/load';
import { NotMeasured } from '../bench/support/part';

const abOutput = (non2xx: string) => `This is ApacheBench, Version 2.3 <$Revision$>
Benchmarking 127.0.0.1 (be patient).....done

Document Path:          /bad
Document Length:        Variable

Concurrency Level:      2
Time taken for tests:   0.039 seconds
Complete requests:      20
Failed requests:        0
${non2xx}Keep-Alive requests:    20
Total transferred:      3880 bytes
HTML transferred:       320 bytes
Requests per second:    518.83 [#/sec] (mean)

Percentage of the requests served within a certain time (ms)
  50%      1
  66%      2
  99%     23
 100%     23 (longest request)
`;

describe("ab's output", () => {
  it('gives the count, the time to the last answer, the bytes and the percentiles', () => {
    expect(parseAb(abOutput(''))).toEqual({
      complete: 20,
      failed: 0,
      non2xx: 0,
      seconds: 0.039,
      totalBytes: 3880,
      p50: 1,
      p99: 23,
    });
  });

  it('counts the answers that were not 2xx (a line ab prints only when there are some)', () => {
    expect(parseAb(abOutput('Non-2xx responses:      20\n'))?.non2xx).toBe(20);
  });

  it('is nothing when ab stopped before its summary', () => {
    expect(
      parseAb('Benchmarking 127.0.0.1 (be patient)...apr_socket_recv: Connection refused (111)'),
    ).toBeNull();
  });
});

it('refuses the row, naming the package, when ab is not installed', async () => {
  const run = { url: 'http://127.0.0.1:9/', method: 'GET', headers: {}, connections: 1, amount: 1 } as const;
  const refused = runAb(run, '/nowhere/ab');
  await expect(refused).rejects.toThrow(NotMeasured);
  await expect(refused).rejects.toThrow(
    "/nowhere/ab is not installed: the bench's HTTP rows need ApacheBench (apt-get install apache2-utils",
  );
});

describe.skipIf(!existsSync('/usr/bin/ab'))('a run driven by ab', () => {
  let server: Server;
  let origin = '';
  let received = 0;
  beforeAll(async () => {
    server = createServer((request, response) => {
      received += 1;
      response.writeHead(request.url === '/missing' ? 404 : 200, { 'content-type': 'application/json' });
      response.end(request.method === 'POST' ? '{"posted":true}' : '{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('gives a rate over every request of a counted run', async () => {
    const run = await load({ url: `${origin}/`, connections: 2, amount: 200 });
    expect(run).toMatchObject({ client: 'ab', answered: 200 });
    expect(run.perSecond).toBeGreaterThan(0);
  });

  it('posts the body it is given', async () => {
    const run = await load({
      url: `${origin}/`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"points":1}',
      connections: 2,
      amount: 50,
    });
    expect(run.bytesPerAnswer).toBeGreaterThan('{"posted":true}'.length);
  });

  it('warms the server up with requests it does not time', async () => {
    const before = received;
    const run = await loadWarm({ url: `${origin}/`, connections: 2, amount: 100 });
    expect(run.answered).toBe(100);
    expect(received - before).toBe(WARM_UP_REQUESTS + 100);
  });

  it('refuses the row when an answer is not a 2xx', async () => {
    const refused = load({ url: `${origin}/missing`, connections: 2, amount: 20 });
    await expect(refused).rejects.toThrow(NotMeasured);
    await expect(refused).rejects.toThrow('20 of 20 answers were not 2xx');
  });
});
