// @ts-check
// A real SMTP receiver (smtp-server) on 127.0.0.1:<port>, in a process of its own so that its work on 100,000
// messages never delays the bench's own timed calls: it counts each recipient's messages that carry the text
// given, and tells its parent (IPC) the counts on each change, at most every 100 ms, and the whole tally when
// asked. Started by smtp-counter.ts.
import { SMTPServer } from 'smtp-server';

const [port = '0', marker = ''] = process.argv.slice(2);
/** @type {Map<string, number>} */
const times = new Map();
let messages = 0;
let others = 0;
let firstAt = 0;
let lastAt = 0;
let told = 0;

const tell = () => {
  told = Date.now();
  process.send?.({ kind: 'count', messages, recipients: times.size, others, firstAt, lastAt });
};
setInterval(() => {
  if (lastAt > told) tell();
}, 100).unref();

const server = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = /** @type {Buffer[]} */ ([]);
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      if (marker !== '' && !text.includes(marker)) others += 1;
      else
        for (const { address } of session.envelope.rcptTo) {
          times.set(address, (times.get(address) ?? 0) + 1);
          messages += 1;
        }
      lastAt = Date.now();
      if (firstAt === 0) firstAt = lastAt;
      callback();
    });
  },
});

process.on('message', (/** @type {{ kind: string }} */ asked) => {
  if (asked.kind === 'tally') process.send?.({ kind: 'tally', times: [...times.entries()] });
  if (asked.kind === 'close') server.close(() => process.exit(0));
});

server.listen(Number(port), '127.0.0.1', () => {
  const address = server.server.address();
  process.send?.({ kind: 'listening', port: typeof address === 'object' && address ? address.port : 0 });
});
