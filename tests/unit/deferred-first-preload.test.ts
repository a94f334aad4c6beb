import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { isClientEntryPreload } from "../../plugins/deferred-first-preload";

const { preloadRoute } = vi.hoisted(() => ({
  preloadRoute: vi.fn((pathname: string) => Promise.resolve([`chunks of ${pathname}`])),
}));
vi.mock("@docusaurus/core/lib/client/preload", () => ({ default: preloadRoute }));

const coreClient = (file: string) => createRequire(__filename).resolve(`@docusaurus/core/lib/client/${file}`);

describe("the client entry's first preload", () => {
  afterEach(() => {
    preloadRoute.mockClear();
    vi.useRealTimers();
  });

  it("replaces only the client entry's import of Docusaurus's preload", () => {
    expect(isClientEntryPreload("./preload", coreClient("clientEntry.js"))).toBe(true);
    expect(isClientEntryPreload("./preload", coreClient("PendingNavigation.js"))).toBe(false);
    expect(isClientEntryPreload("./preload", coreClient("serverEntry.js"))).toBe(false);
    expect(isClientEntryPreload("./App", coreClient("clientEntry.js"))).toBe(false);
  });

  it("matches the route and requests its chunks in a later task, and resolves when they have loaded", async () => {
    vi.useFakeTimers();
    const { default: preload } = await import("../../plugins/deferred-first-preload/client/preload");
    const loaded = preload("/ru/docs/v8/config/browsers/");
    await Promise.resolve();
    expect(preloadRoute).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(preloadRoute).toHaveBeenCalledWith("/ru/docs/v8/config/browsers/");
    await expect(loaded).resolves.toEqual(["chunks of /ru/docs/v8/config/browsers/"]);
  });
});
