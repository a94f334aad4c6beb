import { describe, expect, it } from "vitest";
import type { LoadContext } from "@docusaurus/types";
import colorModePlugin from "../../plugins/color-mode";
import { getColorModeHeadScript, toChoice } from "../../plugins/color-mode/script";

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

/** Runs an inline script with the given storage and location, returning what it left behind. */
function runScript(script: string, { storage = new MemoryStorage(), pathname = "/" } = {}) {
  const attributes: Record<string, string> = { "data-theme": "dark" };
  const window = { localStorage: storage, location: { pathname } };
  const document = { documentElement: { setAttribute: (name: string, value: string) => (attributes[name] = value) } };
  new Function("window", "document", script)(window, document);
  return { storage, attributes };
}

describe("colour mode head script", () => {
  it("gives a first-time visitor light", () => {
    const { storage } = runScript(getColorModeHeadScript());
    expect(storage.getItem("theme")).toBe("light");
  });

  it("keeps a chosen system mode by leaving the theme key empty", () => {
    const storage = new MemoryStorage();
    storage.setItem("color-mode", "system");
    storage.setItem("theme", "dark");
    runScript(getColorModeHeadScript(), { storage });
    expect(storage.getItem("theme")).toBeNull();
  });

  it("mirrors an explicit choice into the theme key", () => {
    const storage = new MemoryStorage();
    storage.setItem("color-mode", "dark");
    runScript(getColorModeHeadScript(), { storage });
    expect(storage.getItem("theme")).toBe("dark");
  });

  it("survives storage that throws", () => {
    const storage = {
      getItem: () => {
        throw new Error("denied");
      },
    };
    expect(() => runScript(getColorModeHeadScript(), { storage: storage as unknown as MemoryStorage })).not.toThrow();
  });
});

describe("forced light script", () => {
  // The Russian build under a base path: Docusaurus gives each locale its own base URL.
  const plugin = colorModePlugin({
    baseUrl: "/site/ru/",
    siteConfig: { baseUrl: "/site/ru/" },
    siteStorage: { type: "localStorage", namespace: "" },
    i18n: { locales: ["en", "ru"], defaultLocale: "en", currentLocale: "ru" },
  } as unknown as LoadContext);
  const tags = plugin.injectHtmlTags?.({ content: undefined }) as { preBodyTags: { innerHTML: string }[] };
  const script = tags.preBodyTags[0]?.innerHTML ?? "";

  it("renders the locale's root light", () => {
    expect(runScript(script, { pathname: "/site/ru/" }).attributes["data-theme"]).toBe("light");
    expect(runScript(script, { pathname: "/site/ru/index.html" }).attributes["data-theme"]).toBe("light");
  });

  it("leaves other pages alone", () => {
    expect(runScript(script, { pathname: "/site/ru/docs/v8/" }).attributes["data-theme"]).toBe("dark");
    expect(runScript(script, { pathname: "/site/" }).attributes["data-theme"]).toBe("dark");
  });
});

describe("stored choice", () => {
  it("accepts only the three known values", () => {
    expect(toChoice("system")).toBe("system");
    expect(toChoice("dark")).toBe("dark");
    expect(toChoice("sepia")).toBeNull();
    expect(toChoice(null)).toBeNull();
  });
});
