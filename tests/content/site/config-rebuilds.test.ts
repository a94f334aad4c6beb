import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../../helpers/runBuild";

const repoRoot = resolve(__dirname, "../../..");

/** The root-relative URLs a built English home page and its stylesheets use. */
function urlsOf(outDir: string): string[] {
  const cssDir = join(outDir, "assets/css");
  const css = readdirSync(cssDir).map((file) => readFileSync(join(cssDir, file), "utf8"));
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const cssUrls = css.flatMap((text) => [...text.matchAll(/url\("?(\/[^)"]*)"?\)/g)].map((match) => match[1] ?? ""));
  const htmlUrls = [...html.matchAll(/(?:href|src)="?(\/[^"\s>]*)/g)].map((match) => match[1] ?? "");
  return [...cssUrls, ...htmlUrls];
}

// The rebuilds run one after the other in this one file: two builds at once in a checkout spoil the bundler's cache.
// The build under test is build/, made at the root base by `npm test` just before; the first rebuild then starts
// from that build's cache, which is where a stale base would come from.
describe("building for another base path right after a build", { timeout: 660_000 }, () => {
  it("points fonts, stylesheets and scripts at the new base, not at the cached one", async () => {
    const atRoot = urlsOf(join(repoRoot, "build"));
    expect(
      atRoot.some((url) => url.startsWith("/assets/fonts/")),
      "build/ was not made at the root base path: build it without BASE_URL before the content tests",
    ).toBe(true);

    const outDir = mkdtempSync(join(tmpdir(), "base-url-rebuild-"));
    try {
      const { ok, output } = await runBuild(["--locale", "en", "--out-dir", outDir], {
        cwd: repoRoot,
        env: { BASE_URL: "/base-check/" },
      });
      expect(ok, output).toBe(true);
      const atBase = urlsOf(outDir);
      expect(atBase.some((url) => url.startsWith("/base-check/assets/fonts/"))).toBe(true);
      expect(atBase.filter((url) => !url.startsWith("/base-check/"))).toEqual([]);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe("building with hosted DocSearch configured", { timeout: 660_000 }, () => {
  it("builds, shows DocSearch's own search button and writes no embedded index", async () => {
    const outDir = mkdtempSync(join(tmpdir(), "hosted-search-build-"));
    try {
      const { ok, output } = await runBuild(["--locale", "en", "--out-dir", outDir], {
        cwd: repoRoot,
        env: { DOCSEARCH_APP_ID: "TESTAPP", DOCSEARCH_API_KEY: "test-key", DOCSEARCH_INDEX_NAME: "testplane" },
      });
      expect(ok, output).toBe(true);
      const home = readFileSync(join(outDir, "index.html"), "utf8");
      expect(home).toContain("DocSearch-Button");
      expect(existsSync(join(outDir, "search-index.json"))).toBe(false);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
