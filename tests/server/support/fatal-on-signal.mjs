// Loaded into the built server with --import by tests/server/process/server-logs.test.ts: on SIGUSR2 the
// process throws an error nothing catches, as a bug would, so the test can watch what the log keeps of it.
process.on('SIGUSR2', () =>
  setImmediate(() => {
    throw new Error('a fatal error for the log test');
  }),
);
