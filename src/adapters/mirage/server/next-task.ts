/**
 * Resolves in a later task of the page's event loop, not a microtask: between two steps of a long piece of work
 * (a 10,000-row export), so the page keeps handling input and painting. `scheduler.yield()` where the browser
 * has it (it resumes ahead of other waiting tasks); a message to ourselves elsewhere, which, unlike
 * `setTimeout(0)`, is never clamped to 4 ms when repeated.
 */
interface YieldingScheduler {
  yield(): Promise<void>;
}

const schedulerOf = (scope: object): YieldingScheduler | undefined => {
  const scheduler: unknown = Reflect.get(scope, 'scheduler');
  return typeof scheduler === 'object' &&
    scheduler !== null &&
    typeof Reflect.get(scheduler, 'yield') === 'function'
    ? (scheduler as YieldingScheduler)
    : undefined;
};

export function nextTask(): Promise<void> {
  const scheduler = schedulerOf(globalThis);
  if (scheduler) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
