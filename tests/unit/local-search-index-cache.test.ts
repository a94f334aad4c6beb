import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { describe, expect, it } from "vitest";
import localSearchPlugin from "../../plugins/local-search";
import { SEARCH_INDEX_FILE } from "../../plugins/local-search/types";
import { runPostBuild } from "../helpers/postBuild";

const page = (heading: string, script: string) =>
  `<!doctype html><html lang="en" class="docs-wrapper plugin-docs docs-doc-page"><head><title>${heading} | Testplane</title>` +
  `<link rel="preload" href="/assets/js/${script}" as="script"><script src="/assets/js/${script}" defer></script></head>` +
  `<body><article><div class="theme-doc-markdown markdown"><header><h1>${heading}</h1></header>` +
  `<h2 id="usage">Usage</h2><p>${heading} takes a screenshot and compares it.</p></div></article></body></html>`;

/** A site folder with one built doc page; `build` runs the plugin's postBuild over it and returns what it logged. */
function site() {
  const siteDir = mkdtempSync(join(tmpdir(), "local-search-cache-"));
  const outDir = join(siteDir, "build");
  mkdirSync(join(outDir, "docs/assert-view"), { recursive: true });
  const context = {
    siteDir,
    baseUrl: "/",
    i18n: { currentLocale: "en" },
    siteConfig: { themeConfig: {} },
  } as unknown as LoadContext;
  const plugin = localSearchPlugin(context, { enabled: true, labels: { docs: "Docs", blog: "Blog" } }) as Plugin;
  return {
    outDir,
    remove: () => rmSync(siteDir, { recursive: true, force: true }),
    cacheFiles: () => readdirSync(join(siteDir, "node_modules/.cache/local-search")),
    index: () => readFileSync(join(outDir, SEARCH_INDEX_FILE), "utf8"),
    build(heading: string, script = "main.1a2b3c4d.js"): Promise<string> {
      writeFileSync(join(outDir, "docs/assert-view/index.html"), page(heading, script));
      return runPostBuild(plugin, { outDir, routesPaths: ["/docs/assert-view/"] });
    },
  };
}

describe("local search index cache", () => {
  it("reuses the last index when the built pages are unchanged but for asset tags, and reindexes when one changes", async () => {
    const { build, index, cacheFiles, outDir, remove } = site();
    try {
      expect(await build("assertView")).toMatch(/en: 2 records/);
      const first = index();
      expect(first).toContain("assertView");

      expect(await build("assertView")).toMatch(/en: pages unchanged, index reused/);
      expect(index()).toBe(first);
      // Only the script's hash changed: nothing indexed did.
      expect(await build("assertView", "main.5e6f7a8b.js")).toMatch(/en: pages unchanged, index reused/);

      expect(await build("assertViewport")).toMatch(/en: 2 records/);
      expect(index()).toContain("assertViewport");
      // Only the index of the last build is kept per locale, with its Zopfli and Brotli copies, which the build sends
      // as well.
      const [kept, ...others] = cacheFiles().sort();
      expect(others).toEqual([`${kept}.br`, `${kept}.gz`]);
      expect(gunzipSync(readFileSync(join(outDir, `${SEARCH_INDEX_FILE}.gz`))).toString("utf8")).toBe(index());
      expect(brotliDecompressSync(readFileSync(join(outDir, `${SEARCH_INDEX_FILE}.br`))).toString("utf8")).toBe(
        index(),
      );
    } finally {
      remove();
    }
  });
});
