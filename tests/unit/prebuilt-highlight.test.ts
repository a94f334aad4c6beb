import { describe, expect, it } from "vitest";
import remarkPrismTokens from "../../plugins/prebuilt-highlight/remarkPrismTokens";
import {
  codeOfLines,
  decodeLines,
  encodeLines,
  linesForCode,
  plainLines,
  TOKENS_ATTRIBUTE,
  type EncodedLines,
} from "../../plugins/prebuilt-highlight/tokenCodec";

interface CodeNode {
  type: "code";
  lang?: string;
  value: string;
  data?: { hProperties?: Record<string, string> };
}

/** Runs the remark plugin over one fenced block and returns the tokens it stored on the block. */
function highlight(lang: string, value: string): EncodedLines | undefined {
  const node: CodeNode = { type: "code", lang, value };
  remarkPrismTokens({ additionalLanguages: ["bash", "diff"] })({ type: "root", children: [node] } as never);
  const stored = node.data?.hProperties?.[TOKENS_ATTRIBUTE];
  return stored === undefined ? undefined : (JSON.parse(stored) as EncodedLines);
}

const text = (lines: ReturnType<typeof decodeLines>) =>
  lines
    .map((line) =>
      line
        .filter((token) => !token.empty)
        .map((token) => token.content)
        .join(""),
    )
    .join("\n");

describe("code highlighted at build time", () => {
  const code = 'import type { ConfigInput } from "testplane";\n\nexport default { retry: 2 } satisfies ConfigInput;';

  it("stores tokens that reproduce the code line by line, keywords marked", () => {
    const lines = decodeLines(highlight("ts", code)!);
    expect(text(lines)).toBe(code);
    expect(lines[0]).toContainEqual({ types: ["keyword"], content: "import" });
    expect(lines[1]).toEqual([{ types: ["plain"], content: "\n", empty: true }]);
  });

  it("knows the extra languages the site configures (bash)", () => {
    const lines = decodeLines(highlight("bash", "npx testplane --grep login")!);
    expect(lines[0]).toContainEqual({ types: ["parameter", "variable"], content: "--grep" });
  });

  it("leaves blocks in languages Prism does not know untouched", () => {
    expect(highlight("no-such-language", "plain words")).toBeUndefined();
  });

  it("keeps the code in the tokens only, and keeps a block's text when the tokens could not rebuild it", () => {
    const node: CodeNode = { type: "code", lang: "ts", value: code };
    remarkPrismTokens()({ type: "root", children: [node] } as never);
    const stored = JSON.parse(node.data!.hProperties![TOKENS_ATTRIBUTE]!) as EncodedLines;
    expect(node.value).toBe("");
    expect(codeOfLines(stored)).toBe(code);

    const windows: CodeNode = { type: "code", lang: "ts", value: "const a = 1;\r\nconst b = 2;" };
    remarkPrismTokens()({ type: "root", children: [windows] } as never);
    expect(windows.value).toBe("const a = 1;\r\nconst b = 2;");
  });

  it("keeps only the types a theme styles, so the innermost styled type is a token's last class", () => {
    const node: CodeNode = { type: "code", lang: "html", value: '<a href="/">x</a>' };
    remarkPrismTokens({ styledTypes: ["tag", "punctuation"] })({ type: "root", children: [node] } as never);
    const lines = decodeLines(JSON.parse(node.data!.hProperties![TOKENS_ATTRIBUTE]!) as EncodedLines);
    // Without the filter: "tag attr-value punctuation attr-equals" then "tag attr-value punctuation"
    // (joined once both are "tag punctuation"), and "tag" then "tag attr-name" (joined as "tag").
    expect(lines[0]).toContainEqual({ types: ["tag", "punctuation"], content: '="' });
    expect(lines[0]).toContainEqual({ types: ["tag"], content: "a href" });
    expect(text(lines)).toBe('<a href="/">x</a>');
  });

  it("joins neighbouring tokens of the same types and drops empty ones, so a block has fewer elements", () => {
    const lines = decodeLines(highlight("ts", "run(f());\n\nx")!);
    expect(lines[0]).toEqual([
      { types: ["function"], content: "run" },
      { types: ["punctuation"], content: "(" },
      { types: ["function"], content: "f" },
      { types: ["punctuation"], content: "());" },
    ]);
    expect(lines[1]).toEqual([{ types: ["plain"], content: "\n", empty: true }]);
    expect(lines.flat().some((token) => token.content === "")).toBe(false);
  });

  it("survives an encode and decode round trip", () => {
    const lines = decodeLines(highlight("ts", code)!);
    expect(decodeLines(encodeLines(lines))).toEqual(lines);
  });

  it("drops the lines the theme removed (magic comments) and keeps the rest in order", () => {
    const source = "const a = 1;\n// highlight-next-line\nconst b = 2;";
    const lines = decodeLines(highlight("ts", source)!);
    const kept = linesForCode(lines, "const a = 1;\nconst b = 2;");
    expect(kept && text(kept)).toBe("const a = 1;\nconst b = 2;");
  });

  it("refuses tokens that do not belong to the code, so the block falls back to plain text", () => {
    const lines = decodeLines(highlight("ts", code)!);
    expect(linesForCode(lines, "something else entirely")).toBeNull();
    expect(plainLines("a\n\nb")).toEqual([
      [{ types: ["plain"], content: "a" }],
      [{ types: ["plain"], content: "\n", empty: true }],
      [{ types: ["plain"], content: "b" }],
    ]);
  });
});
