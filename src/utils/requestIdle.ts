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
