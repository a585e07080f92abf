// @ts-check
// The steps of `npm test` in lanes that run side by side, one step after another within a lane, each step's
// output printed whole when it ends, so two suites running at once never interleave their lines.

/**
 * A step runs to its end and answers its kept output; `stop` is the message of a failure that ends the whole
 * run (a type-check or lint failure): the other lanes' running steps are stopped and their next ones not begun.
 * @typedef {{ output: string, stop?: string }} StepEnd
 * @typedef {{ title: string, run: (signal: AbortSignal) => Promise<StepEnd> }} Step
 */

/** How often a line says which steps still run: their output comes only when they end, minutes later. */
const HEARTBEAT_MS = 60_000;

/**
 * @param {Step[][]} lanes
 * @param {{ write?: (text: string) => void, now?: () => number, heartbeatMs?: number }} [io]
 * @returns {Promise<{ stopped: string | null }>} the message of the step that stopped the run, if one did
 */
export async function runLanes(
  lanes,
  { write = (text) => process.stdout.write(text), now = Date.now, heartbeatMs = HEARTBEAT_MS } = {},
) {
  const abort = new AbortController();
  /** @type {Map<string, number>} the running steps, by title, with when each started */
  const running = new Map();
  const heartbeat = setInterval(() => {
    const steps = [...running].map(
      ([title, started]) => `${title} (${Math.round((now() - started) / 60_000)} min)`,
    );
    if (steps.length > 0) write(`… still running: ${steps.join('; ')}\n`);
  }, heartbeatMs);
  /** @type {string | null} */
  let stopped = null;
  const runLane = async (/** @type {Step[]} */ steps) => {
    for (const step of steps) {
      if (abort.signal.aborted) return;
      write(`… ${step.title}: started\n`);
      const started = now();
      running.set(step.title, started);
      const end = await step.run(abort.signal).finally(() => running.delete(step.title));
      const seconds = Math.round((now() - started) / 1000);
      if (abort.signal.aborted && stopped !== null && end.stop === undefined) {
        // Stopped because another step failed: its partial output would only bury that failure.
        write(`\n■ ${step.title}: stopped after ${seconds} s\n`);
        return;
      }
      write(`\n▶ ${step.title} (${seconds} s)\n${end.output}`);
      if (end.stop !== undefined) {
        stopped ??= end.stop;
        abort.abort();
        return;
      }
    }
  };
  await Promise.all(lanes.map(runLane)).finally(() => clearInterval(heartbeat));
  return { stopped };
}
