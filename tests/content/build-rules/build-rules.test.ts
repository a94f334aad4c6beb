import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const repoRoot = resolve(__dirname, "../../..");
const fixtures = join(repoRoot, "tests/fixtures");

/** Builds one fixture site and returns whether it succeeded, with everything it printed. */
function build(fixture: string): { ok: boolean; output: string; outDir: string } {
  const outDir = mkdtempSync(join(tmpdir(), `fixture-${fixture}-`));
  const result = spawnSync(join(repoRoot, "node_modules/.bin/docusaurus"), ["build", fixture, "--out-dir", outDir], {
    cwd: fixtures,
    encoding: "utf8",
    timeout: 180_000,
  });
  return { ok: result.status === 0, output: `${result.stdout}\n${result.stderr}`, outDir };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

describe("the build stops with a message naming the culprit", { timeout: 200_000 }, () => {
  it("on a link to a page that does not exist", () => {
    const { ok, output } = build("broken-link");
    expect(ok).toBe(false);
    expect(output).toContain("Docusaurus found broken links");
    expect(output).toContain("-> linking to /docs/configuration-that-does-not-exist/");
  });

  it("on a Markdown link to a file that does not exist", () => {
    const { ok, output } = build("broken-markdown-link");
    expect(ok).toBe(false);
    expect(output).toMatch(
      /Markdown link with URL `\.\/missing-page\.md` in source file "broken-markdown-link\/docs\/intro\.md"/,
    );
  });

  it("on a navbar item of unknown type", () => {
    const { ok, output } = build("unknown-navbar-item");
    expect(ok).toBe(false);
    expect(output).toContain("Bad navbar item type docsSidebarThatDoesNotExist");
  });

  it("on a sidebar that names a doc id that does not exist", () => {
    const { ok, output } = build("missing-sidebar-doc");
    expect(ok).toBe(false);
    expect(output).toContain("These sidebar document ids do not exist");
    expect(output).toContain("guides/doc-that-does-not-exist");
  });

  it("on a navbar item pointing at a sidebar id that does not exist", () => {
    const { ok, output } = build("missing-navbar-target");
    expect(ok).toBe(false);
    expect(output).toContain(`Can't find any sidebar with id "sidebarThatDoesNotExist"`);
  });

  it("on a sidebar category with nothing to link to", () => {
    const { ok, output } = build("empty-sidebar");
    expect(ok).toBe(false);
    expect(output).toContain("Sidebar category Nothing inside has neither any subitem nor a link");
  });

  it("on a page module without a default export", () => {
    const { ok, output } = build("page-without-default-export");
    expect(ok).toBe(false);
    expect(output).toContain("The page component at /about/ doesn't have a default export");
  });
});

describe("a site that builds", { timeout: 200_000 }, () => {
  const { ok, output, outDir } = build("unlisted-page");

  it("builds the fixture", () => {
    expect(ok, output).toBe(true);
  });

  it("shows the unlisted notice on an unlisted page and keeps it out of search engines", () => {
    const html = readFileSync(join(outDir, "preview/index.html"), "utf8");
    expect(html).toContain("This page is unlisted. Search engines will not index it");
    expect(html).toMatch(/<meta[^>]*name=robots content="noindex, nofollow"/);
  });

  it("contains no metrics code when no counter id is configured", () => {
    const text = allFiles(outDir)
      .filter((file) => /\.(html|js)$/.test(file))
      .map((file) => readFileSync(file, "utf8"))
      .join("\n");
    expect(text).not.toContain("mc.yandex");
  });
});
