import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { runBuild } from "../../helpers/runBuild";

const repoRoot = resolve(__dirname, "../../..");

/** Builds the English site with the given base URL; returns the root-relative URLs its home page and stylesheets use. */
async function urlsAfterBuild(baseUrl: string): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), "base-url-rebuild-"));
  const { ok, output } = await runBuild(["--locale", "en", "--out-dir", outDir], {
    cwd: repoRoot,
    env: { BASE_URL: baseUrl },
  });
  expect(ok, output).toBe(true);
  const cssDir = join(outDir, "assets/css");
  const css = readdirSync(cssDir).map((file) => readFileSync(join(cssDir, file), "utf8"));
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const cssUrls = css.flatMap((text) => [...text.matchAll(/url\("?(\/[^)"]*)"?\)/g)].map((match) => match[1] ?? ""));
  const htmlUrls = [...html.matchAll(/(?:href|src)="?(\/[^"\s>]*)/g)].map((match) => match[1] ?? "");
  return [...cssUrls, ...htmlUrls];
}

describe("building for another base path right after a build", { timeout: 1_300_000 }, () => {
  it("points fonts, stylesheets and scripts at the new base, not at the cached one", async () => {
    const atRoot = await urlsAfterBuild("/");
    expect(atRoot.some((url) => url.startsWith("/assets/fonts/"))).toBe(true);
    const atBase = await urlsAfterBuild("/base-check/");
    expect(atBase.some((url) => url.startsWith("/base-check/assets/fonts/"))).toBe(true);
    expect(atBase.filter((url) => !url.startsWith("/base-check/"))).toEqual([]);
  });
});
