import { drainInIdleTime, requestIdle, type RequestIdle } from "../utils/requestIdle";

type Prefetch = Window["docusaurus"]["prefetch"];

/**
 * A prefetch that queues routes and prefetches them in idle periods, as many as fit in each (one when
 * the browser was busy until the timeout). Routes already queued are not queued twice; Docusaurus
 * itself skips routes it has prefetched before.
 */
export function createIdlePrefetch(prefetch: Prefetch, requestIdle: RequestIdle): Prefetch {
  const queue: string[] = [];
  return (routePath) => {
    if (queue.includes(routePath)) return false;
    queue.push(routePath);
    if (queue.length === 1) drainInIdleTime(queue, (route) => void prefetch(route), requestIdle);
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
