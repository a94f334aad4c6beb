import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { CODE_COLUMN_CHARS } from "../../helpers/codeColumn";
import { contentPages } from "../../helpers/codeExamples";
import { readFences } from "../../helpers/fences";

const root = resolve(__dirname, "../../..");
const SCRIPT = /^(ts|tsx|js|jsx|typescript|javascript)$/i;
// A line that is a comment (`//`, a JSDoc line) or ends in one.
const COMMENT = /^\s*(\/\/|\/\*|\*)|\s\/\/\s/;

const pages = contentPages(root);

describe("comments in code samples", () => {
  it("are read from every doc page and post", () => {
    expect(pages.length).toBeGreaterThan(350);
  });

  it(`fit the code column of a desktop window (${CODE_COLUMN_CHARS} characters)`, () => {
    const tooWide = pages.flatMap((page) =>
      readFences(readFileSync(join(root, page), "utf8"), page)
        .filter((fence) => SCRIPT.test(fence.lang))
        .flatMap((fence) =>
          fence.code.split("\n").flatMap((line, index) => {
            const length = [...line].length;
            return length > CODE_COLUMN_CHARS && COMMENT.test(line)
              ? [`${page}:${fence.open + 1 + index}: ${length} characters`]
              : [];
          }),
        ),
    );
    expect(tooWide).toEqual([]);
  });
});
