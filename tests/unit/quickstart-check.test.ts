import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { stepBlocks } from "../../scripts/follow-page";
import { missingLines, normalizeOutput } from "../../scripts/test-quickstart";

const repoRoot = join(__dirname, "../..");
const page = (path: string) => stepBlocks(readFileSync(join(repoRoot, path), "utf8"), path);

describe("the quickstart check (scripts/test-quickstart.ts)", () => {
  it("reads the blocks marked with step=… and their file titles", () => {
    const blocks = stepBlocks(
      [
        '```ts title="a.ts" step="one"',
        "const a = 1;",
        "```",
        "",
        "```bash",
        "npx testplane",
        "```",
        "",
        '```text step="two"',
        "line",
        "```",
      ].join("\n"),
      "page.mdx",
    );
    expect([...blocks.keys()]).toEqual(["one", "two"]);
    expect(blocks.get("one")).toEqual({ lang: "ts", title: "a.ts", code: "const a = 1;" });
    expect(blocks.get("two")?.title).toBeUndefined();
  });

  it("refuses a step marked twice", () => {
    expect(() => stepBlocks('```ts step="x"\n1\n```\n```ts step="x"\n2\n```', "page.mdx")).toThrow(
      'page.mdx:4: step="x" appears twice',
    );
  });

  it("names the file and line of a fence that is never closed, instead of reading on forever", () => {
    expect(() => stepBlocks('# Title\n\n```ts step="x"\nconst a = 1;\n', "page.mdx")).toThrow(
      "page.mdx:3: a code fence that is never closed",
    );
  });

  it("matches quoted output lines whatever the time, session, process, duration and folder", () => {
    const quoted =
      "[10:42:15 +0000] ✓ home page shows the heading [chrome:6f1d0c9a2b7e4d33a8c5e0f41b9d2a76, pid:48213] - 2475ms";
    const actual =
      "\u001b[32m[11:12:34 +0000] ✓ home page shows the heading [chrome:80d6ac61783847e082d916cae1cf7d6c, pid:14254] - 3112ms\u001b[39m";
    expect(normalizeOutput(quoted)).toBe(normalizeOutput(actual));
    expect(normalizeOutput("Your HTML report is here: file:///home/me/p/html-report/index.html")).toBe(
      normalizeOutput("Your HTML report is here: file:///tmp/quickstart-x/html-report/index.html"),
    );
  });

  it("reports the quoted lines the output lacks, ignoring blank lines", () => {
    const output = "[11:00:00 +0000] Total: 1 Passed: 1 Failed: 0 Skipped: 0 Retries: 0\n";
    expect(missingLines("\n[10:00:00 +0000] Total: 1 Passed: 1 Failed: 0 Skipped: 0 Retries: 0\n", output)).toEqual([]);
    expect(missingLines("Total: 2 Passed: 2 Failed: 0 Skipped: 0 Retries: 0", output)).toEqual([
      "Total: 2 Passed: 2 Failed: 0 Skipped: 0 Retries: 0",
    ]);
  });

  it("finds the same marked blocks in both locales of the quickstart", () => {
    const en = page("docs/quickstart.mdx");
    const ru = page("i18n/ru/docusaurus-plugin-content-docs/current/quickstart.mdx");
    expect([...ru.keys()]).toEqual([...en.keys()]);
    expect([...en.keys()]).toEqual(
      expect.arrayContaining(["config", "first-test", "run", "first-run-output", "update-refs", "serve-report"]),
    );
  });
});
