import { mkdtempSync, readFileSync, readdirSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { runBuild, type BuildResult } from "../../helpers/runBuild";

const repoRoot = resolve(__dirname, "../../..");
const fixtures = join(repoRoot, "tests/fixtures");

/** Builds one fixture site and returns whether it succeeded, with everything it printed. */
async function build(fixture: string): Promise<BuildResult & { outDir: string }> {
  const outDir = mkdtempSync(join(tmpdir(), `fixture-${fixture}-`));
  return { ...(await runBuild([fixture, "--out-dir", outDir], { cwd: fixtures })), outDir };
}

function allFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? allFiles(full) : [full];
  });
}

// Each fixture builds in its own process and its own output folder, so they run side by side: about 45 s on
// two cores, against about 100 s one after another.
describe.concurrent("the build stops with a message naming the culprit", { timeout: 600_000 }, () => {
  it("on a link to a page that does not exist", async () => {
    const { ok, output } = await build("broken-link");
    expect(ok).toBe(false);
    expect(output).toContain("Docusaurus found broken links");
    expect(output).toContain("-> linking to /docs/configuration-that-does-not-exist/");
  });

  it("on a Markdown link to a file that does not exist", async () => {
    const { ok, output } = await build("broken-markdown-link");
    expect(ok).toBe(false);
    expect(output).toMatch(
      /Markdown link with URL `\.\/missing-page\.md` in source file "broken-markdown-link\/docs\/intro\.md"/,
    );
  });

  it("on a navbar item of unknown type", async () => {
    const { ok, output } = await build("unknown-navbar-item");
    expect(ok).toBe(false);
    expect(output).toContain("Bad navbar item type docsSidebarThatDoesNotExist");
  });

  it("on a sidebar that names a doc id that does not exist", async () => {
    const { ok, output } = await build("missing-sidebar-doc");
    expect(ok).toBe(false);
    expect(output).toContain("These sidebar document ids do not exist");
    expect(output).toContain("guides/doc-that-does-not-exist");
  });

  it("on a navbar item pointing at a sidebar id that does not exist", async () => {
    const { ok, output } = await build("missing-navbar-target");
    expect(ok).toBe(false);
    expect(output).toContain(`Can't find any sidebar with id "sidebarThatDoesNotExist"`);
  });

  it("on a sidebar category with nothing to link to", async () => {
    const { ok, output } = await build("empty-sidebar");
    expect(ok).toBe(false);
    expect(output).toContain("Sidebar category Nothing inside has neither any subitem nor a link");
  });

  it("on a page module without a default export", async () => {
    const { ok, output } = await build("page-without-default-export");
    expect(ok).toBe(false);
    expect(output).toContain("The page component at /about/ doesn't have a default export");
  });
});

describe("a site that builds", { timeout: 600_000 }, () => {
  let ok = false;
  let output = "";
  let outDir = "";
  beforeAll(async () => {
    ({ ok, output, outDir } = await build("unlisted-page"));
  }, 600_000);

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
