import { describe, expect, it } from "vitest";
import { extractExamples } from "../helpers/codeExamples";
import { configOf, extractSampleFiles, isCompleteTestSample } from "../helpers/testSamples";
import { wrapSample } from "../../scripts/test-samples";

describe("test samples of the docs", () => {
  it("takes describe/it files that are not fragments, with their fence meta", () => {
    const markdown = [
      '```ts title="tests/a.testplane.ts" no-run="needs a Selenium grid"',
      'it("a", async () => {});',
      "```",
      "```ts fragment",
      'it("b", async () => {});',
      "```",
      "```ts",
      'await browser.url("/");',
      "```",
    ].join("\n");
    const [complete, fragment, call] = extractExamples(markdown, "docs/page.mdx");
    expect([complete, fragment, call].map((example) => example && isCompleteTestSample(example))).toEqual([
      true,
      false,
      false,
    ]);
    expect(complete?.meta).toBe('title="tests/a.testplane.ts" no-run="needs a Selenium grid"');
  });

  it("wraps a sample in a describe named after it, its imports and load errors kept inside", () => {
    const [example] = extractExamples(
      '```ts\nimport { readFile } from "node:fs/promises";\n\nit("reads", async () => {});\n```',
      "docs/page.mdx",
    );
    const wrapped = wrapSample({ id: "docs/page.mdx#1", example: example!, bidi: false });
    expect(wrapped).toContain(
      'describe("docs/page.mdx#1", () => {\ntry {\nconst { readFile } = require("node:fs/promises");\nit("reads"',
    );
    expect(wrapped).toContain('} catch (error) {\nit("loads", () => { throw error; });');
  });

  it("points a sample's relative imports from its title path to where the runner writes it", () => {
    const [example] = extractExamples(
      '```ts title="tests/cart.testplane.ts"\nimport { CartPage } from "./pages/cart-page";\nimport { readFile } from "node:fs/promises";\n\nit("adds", async () => {});\n```',
      "docs/page.mdx",
    );
    const sample = { id: "docs/page.mdx#1", example: example!, bidi: false };
    const shared = wrapSample(sample, { at: "samples/001-page-1.testplane.ts" });
    expect(shared).toContain('const { CartPage } = require("../tests/pages/cart-page");');
    expect(shared).toContain('const { readFile } = require("node:fs/promises");');
    expect(wrapSample(sample, { at: "tests/cart.testplane.ts" })).toContain('require("./pages/cart-page")');
  });

  it("restores all mocks after a sample that mocks, and only after one (openAndWait's own mock is left alone)", () => {
    const restore = "afterEach(({ browser }) => browser.mockRestoreAll());";
    const wrap = (code: string) => {
      const [example] = extractExamples(`\`\`\`ts\n${code}\n\`\`\``, "docs/page.mdx");
      return wrapSample({ id: "docs/page.mdx#1", example: example!, bidi: false });
    };
    expect(wrap('it("stubs", async ({ browser }) => { await browser.mock("**/api/cart"); });')).toContain(restore);
    expect(wrap('it("opens", async ({ browser }) => { await browser.openAndWait("/cart"); });')).not.toContain(restore);
  });

  it("puts a shared session back to a first visit before each test of the sample, and only when asked", () => {
    const [example] = extractExamples('```ts\nit("adds", async () => {});\n```', "docs/page.mdx");
    const sample = { id: "docs/page.mdx#1", example: example!, bidi: false };
    const reset = 'beforeEach(({ browser }) => require("../reset-session.js")(browser));';
    expect(wrapSample(sample, { resetSession: true })).toContain(reset);
    expect(wrapSample(sample)).not.toContain(reset);
  });

  it("runs a sample that shows .only as a plain test, so it does not exclude the other samples", () => {
    const [example] = extractExamples(
      '```ts\ndescribe.only("cart", () => {\n    it.only("adds", async () => {});\n});\n```',
      "docs/page.mdx",
    );
    const wrapped = wrapSample({ id: "docs/page.mdx#1", example: example!, bidi: false });
    expect(wrapped).toContain('describe("cart", () => {\n    it("adds", async () => {});');
    expect(wrapped).not.toContain(".only(");
  });

  it("runs a sample-config test with the nearest config above it, or with the last config of the page it names", () => {
    const page = [
      '```ts title="testplane.config.ts"',
      "export default { retry: 1 };",
      "```",
      '```ts title="testplane.config.ts"',
      "export default { retry: 2 };",
      "```",
      '```ts title="tests/a.testplane.ts" sample-config',
      'it("a", async () => {});',
      "```",
      '```ts title="testplane.config.ts"',
      "export default { retry: 3 };",
      "```",
    ].join("\n");
    const other = '```ts title="tests/b.testplane.ts" sample-config="docs/page.mdx"\nit("b", async () => {});\n```';
    const examples = [...extractExamples(page, "docs/page.mdx"), ...extractExamples(other, "docs/other.mdx")];
    const [samePage, otherPage] = examples.filter(isCompleteTestSample);
    expect(configOf(samePage!, examples)?.code).toBe("export default { retry: 2 };");
    expect(configOf(otherPage!, examples)?.code).toBe("export default { retry: 3 };");
  });

  it("writes the blocks marked sample-file, in any language, at their title paths", () => {
    const markdown = [
      '```json title="tests/fixtures/empty.json" sample-file',
      '{ "items": [] }',
      "```",
      '```json title="tests/fixtures/ignored.json"',
      "{}",
      "```",
    ].join("\n");
    expect(extractSampleFiles(markdown, "docs/page.mdx")).toEqual([
      { path: "tests/fixtures/empty.json", code: '{ "items": [] }\n' },
    ]);
  });
});
