export type RequestIdle = (callback: (deadline: IdleDeadline) => void) => void;

/**
 * requestIdleCallback with a two-second cap, so work still happens on a page that is never idle.
 * Safari has none: a timer then gives each call a short slot of its own.
 */
export const requestIdle: RequestIdle = (callback) => {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(callback, { timeout: 2000 });
  } else {
    const start = performance.now();
    window.setTimeout(() => callback({ didTimeout: false, timeRemaining: () => start + 20 - performance.now() }), 1);
  }
};

/** Time an idle period must still have for one more item of queued work. */
const MIN_IDLE_MS = 4;

/**
 * Handles the queue's items in idle periods, as many as each has room for (one when the browser was
 * busy until the timeout), until it is empty, then calls `done`. Items added meanwhile are handled too.
 */
export function drainInIdleTime<T>(
  queue: T[],
  handle: (item: T) => void,
  requestIdle: RequestIdle,
  done?: () => void,
): void {
  const step = (deadline: IdleDeadline) => {
    // On a page that is never idle the callback comes on timeout; one item then still goes.
    if (deadline.didTimeout && queue.length > 0) handle(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() >= MIN_IDLE_MS) handle(queue.shift()!);
    if (queue.length > 0) requestIdle(step);
    else done?.();
  };
  requestIdle(step);
}
