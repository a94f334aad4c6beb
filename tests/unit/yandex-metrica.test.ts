import { describe, expect, it, vi } from "vitest";
import type { LoadContext } from "@docusaurus/types";
import yandexMetricaPlugin from "../../plugins/yandex-metrica";
import {
  initOptions,
  installTag,
  isPageChange,
  sendPageView,
  TAG_URL,
  type MetricaWindow,
} from "../../plugins/yandex-metrica/client/metrica";

const context = {} as LoadContext;

function fakeWindow() {
  const appended: { src: string; async: boolean }[] = [];
  const document = {
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
  };
  return { win: { document } as unknown as MetricaWindow, appended };
}

describe("metrics plugin (build side)", () => {
  it("adds nothing to the site without a counter id", async () => {
    const plugin = yandexMetricaPlugin(context, {});
    expect(plugin.getClientModules?.()).toEqual([]);
    expect(plugin.injectHtmlTags?.({ content: undefined })).toEqual({});
    const setGlobalData = vi.fn();
    await plugin.contentLoaded?.({ content: undefined, actions: { setGlobalData } as never });
    expect(setGlobalData).not.toHaveBeenCalled();
  });

  it("rejects a counter id that is not a positive integer", () => {
    expect(() => yandexMetricaPlugin(context, { counterId: -1 })).toThrow(/counterId must be a positive integer/);
  });

  it("with a counter id, ships the client module, shares the id and preconnects to the tag's origin", async () => {
    const plugin = yandexMetricaPlugin(context, { counterId: 42 });
    expect(plugin.getClientModules?.()).toEqual([expect.stringMatching(/yandex-metrica\/client\/index$/)]);
    const setGlobalData = vi.fn();
    await plugin.contentLoaded?.({ content: undefined, actions: { setGlobalData } as never });
    expect(setGlobalData).toHaveBeenCalledWith({ counterId: 42 });
    expect(JSON.stringify(plugin.injectHtmlTags?.({ content: undefined }))).toContain("https://mc.yandex.ru");
  });
});

describe("metrics client", () => {
  it("queues the init call with session replay and hash tracking, and loads the tag once", () => {
    const { win, appended } = fakeWindow();
    installTag(win, 7);
    installTag(win, 7);
    expect(appended).toEqual([{ src: TAG_URL, async: true }]);
    expect(win.ym?.a?.[0]).toEqual([7, "init", initOptions]);
    expect(initOptions).toMatchObject({ webvisor: true, trackHash: true, defer: true });
  });

  it("counts a page view on first render and on a path change only", () => {
    expect(isPageChange(undefined, "/docs/v8/")).toBe(true);
    expect(isPageChange("/docs/v8/", "/docs/v8/quickstart/")).toBe(true);
    expect(isPageChange("/docs/v8/", "/docs/v8/")).toBe(false);
  });

  it("sends the hit through the current window.ym, with title and referer", () => {
    const { win } = fakeWindow();
    const replaced = vi.fn();
    win.ym = Object.assign(replaced, {});
    sendPageView(win, 7, "https://testplane.io/docs/v8/", "Overview | Testplane", "https://testplane.io/");
    expect(replaced).toHaveBeenCalledWith(7, "hit", "https://testplane.io/docs/v8/", {
      title: "Overview | Testplane",
      referer: "https://testplane.io/",
    });
    sendPageView(win, 7, "https://testplane.io/", "Testplane");
    expect(replaced).toHaveBeenLastCalledWith(7, "hit", "https://testplane.io/", { title: "Testplane" });
  });
});
