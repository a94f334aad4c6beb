import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(__dirname, "../../..");

/** Builds the English site with the given base URL and returns the font URL its stylesheet declares. */
function fontUrlAfterBuild(baseUrl: string): string {
  const outDir = mkdtempSync(join(tmpdir(), "base-url-rebuild-"));
  const result = spawnSync(
    join(repoRoot, "node_modules/.bin/docusaurus"),
    ["build", "--locale", "en", "--out-dir", outDir],
    { cwd: repoRoot, encoding: "utf8", timeout: 180_000, env: { ...process.env, BASE_URL: baseUrl } },
  );
  expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
  const cssDir = join(outDir, "assets/css");
  const stylesheet = readdirSync(cssDir).find((file) => file.startsWith("styles."));
  const css = readFileSync(join(cssDir, stylesheet!), "utf8");
  return /url\(([^)]*inter-latin-wght-normal[^)]*)\)/.exec(css)?.[1] ?? "(no font url)";
}

describe("building for another base path right after a build", { timeout: 400_000 }, () => {
  it("points the stylesheet's font URLs at the new base, not at the cached one", () => {
    expect(fontUrlAfterBuild("/")).toMatch(/^\/assets\/fonts\//);
    expect(fontUrlAfterBuild("/base-check/")).toMatch(/^\/base-check\/assets\/fonts\//);
  });
});
