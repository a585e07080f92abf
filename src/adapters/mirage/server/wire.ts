/**
 * Mirage hands route handlers pretender's fake XMLHttpRequest. Two things need that object directly:
 * a simulated network failure (fetch rejects with TypeError, as it does when the network is down), and
 * the body size of each progress step.
 */
interface FakeXhr {
  onerror?: unknown;
  chunkSize?: number;
}

export function failAsNetworkError(request: object): void {
  const xhr = request as FakeXhr;
  if (typeof xhr.onerror === 'function') (xhr.onerror as () => void)();
}

/**
 * The fake XHR "streams" a body 10 characters at a time, firing a progress event per step: for a 1.6 MB client
 * list that was 160,000 string joins and events, most of a list call's time. One step is enough for us.
 */
export function answerInOneStep(request: object): void {
  (request as FakeXhr).chunkSize = 2 ** 30;
}
