import { describe, expect, it } from "vitest";
import { createIdlePrefetch } from "../../src/clientModules/idlePrefetch";

function harness() {
  const prefetched: string[] = [];
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  const prefetch = createIdlePrefetch(
    (routePath) => {
      prefetched.push(routePath);
      return false;
    },
    (callback) => pending.push(callback),
  );
  /** Runs the next idle callback with room for `routes` prefetches. */
  const idle = (routes: number, didTimeout = false) => {
    let left = routes;
    pending.shift()!({ didTimeout, timeRemaining: () => (left-- > 0 ? 10 : 0) });
  };
  return { prefetch, prefetched, pending, idle };
}

describe("prefetching links in idle time", () => {
  it("prefetches nothing until the browser is idle", () => {
    const { prefetch, prefetched, pending } = harness();
    prefetch("/docs/v8/quickstart/");
    prefetch("/docs/v8/config/browsers/");
    expect(prefetched).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it("prefetches as many routes as fit in each idle period, in the order the links came into view", () => {
    const { prefetch, prefetched, pending, idle } = harness();
    for (const path of ["/a/", "/b/", "/c/"]) prefetch(path);
    idle(2);
    expect(prefetched).toEqual(["/a/", "/b/"]);
    expect(pending).toHaveLength(1);
    idle(5);
    expect(prefetched).toEqual(["/a/", "/b/", "/c/"]);
    expect(pending).toHaveLength(0);
  });

  it("queues a route once however many of its links come into view", () => {
    const { prefetch, prefetched, idle } = harness();
    prefetch("/a/");
    prefetch("/a/");
    prefetch("/b/");
    idle(5);
    expect(prefetched).toEqual(["/a/", "/b/"]);
  });

  it("waits for the next idle period again once the queue has emptied", () => {
    const { prefetch, prefetched, pending, idle } = harness();
    prefetch("/a/");
    idle(5);
    prefetch("/b/");
    expect(pending).toHaveLength(1);
    idle(5);
    expect(prefetched).toEqual(["/a/", "/b/"]);
  });

  it("still prefetches one route at a time when the browser stays busy until the timeout", () => {
    const { prefetch, prefetched, pending, idle } = harness();
    prefetch("/a/");
    prefetch("/b/");
    idle(0, true);
    expect(prefetched).toEqual(["/a/"]);
    expect(pending).toHaveLength(1);
    idle(0, true);
    expect(prefetched).toEqual(["/a/", "/b/"]);
    expect(pending).toHaveLength(0);
  });
});
