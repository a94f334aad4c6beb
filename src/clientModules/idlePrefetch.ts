import { requestIdle, type RequestIdle } from "../utils/requestIdle";

type Prefetch = Window["docusaurus"]["prefetch"];

/** Time an idle period must still have for one more route to be prefetched in it. */
const MIN_IDLE_MS = 4;

/**
 * A prefetch that queues routes and prefetches them in idle periods, as many as fit in each (one when
 * the browser was busy until the timeout). Routes already queued are not queued twice; Docusaurus
 * itself skips routes it has prefetched before.
 */
export function createIdlePrefetch(prefetch: Prefetch, requestIdle: RequestIdle): Prefetch {
  const queue: string[] = [];
  const drain = (deadline: IdleDeadline) => {
    // On a page that is never idle the callback comes on timeout; one route then still goes.
    if (deadline.didTimeout && queue.length > 0) void prefetch(queue.shift()!);
    while (queue.length > 0 && deadline.timeRemaining() >= MIN_IDLE_MS) void prefetch(queue.shift()!);
    if (queue.length > 0) requestIdle(drain);
  };
  return (routePath) => {
    if (queue.includes(routePath)) return false;
    queue.push(routePath);
    if (queue.length === 1) requestIdle(drain);
    return false;
  };
}

/**
 * Docusaurus prefetches the code of each internal link when it scrolls into view, all inside one
 * IntersectionObserver callback: a screen full of links becomes one long task of <link
 * rel="prefetch"> insertions (up to ~100 ms on a throttled phone), right while the page hydrates.
 * Routes are prefetched in idle time instead. Loading the page a reader navigates to (preload) is
 * untouched. Route updates happen only in the browser, after the app has set window.docusaurus and
 * before any link has been observed.
 */
let installed = false;

export function onRouteDidUpdate(): void {
  if (installed) return;
  installed = true;
  // The object Docusaurus exposes is read-only; links look its prefetch up on window at each call.
  window.docusaurus = { ...window.docusaurus, prefetch: createIdlePrefetch(window.docusaurus.prefetch, requestIdle) };
}
