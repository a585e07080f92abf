/** The server part's floor: a bare Fastify route answering `{}`, in a process of its own like the server. */
import { spawn } from 'node:child_process';

const SCRIPT = `
import Fastify from 'fastify';
const app = Fastify();
app.get('/', async () => ({}));
console.log(await app.listen({ host: '127.0.0.1', port: 0 }));
`;

export interface FloorServer {
  url: string;
  close(): void;
}

export function startFloorServer(): Promise<FloorServer> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', SCRIPT], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the floor server exited (${code}) before listening`)));
    child.stdout.once('data', (chunk: Buffer) =>
      resolve({ url: chunk.toString().trim(), close: () => child.kill() }),
    );
  });
}
