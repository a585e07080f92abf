// The bench's rate rows (tests/bench/support/load.ts): a figure is given only when every request was answered
// with a 2xx, and a warmed run times only the requests after its warm-up.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { load, loadWarm, WARM_UP_REQUESTS } from '../bench/support/load';
import { NotMeasured } from '../bench/support/part';

describe('a bench load run', () => {
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
    expect(run.answered).toBe(200);
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
