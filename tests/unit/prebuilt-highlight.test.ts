import { describe, expect, it } from "vitest";
import { load } from "cheerio";
import remarkPrismTokens from "../../plugins/prebuilt-highlight/remarkPrismTokens";
import {
  codeOfLines,
  encodeLines,
  tokensHtml,
  TOKENS_ATTRIBUTE,
  type EncodedLines,
} from "../../plugins/prebuilt-highlight/tokenCodec";

interface CodeNode {
  type: "code";
  lang?: string;
  meta?: string;
  value: string;
  data?: { hProperties?: Record<string, string> };
}

/** Runs the remark plugin over one fenced block and returns the tokens it stored on the block. */
function highlight(lang: string, value: string, meta?: string): EncodedLines | undefined {
  const node: CodeNode = { type: "code", lang, value, meta };
  remarkPrismTokens({ additionalLanguages: ["bash", "diff"] })({ type: "root", children: [node] } as never, {
    path: "docs/page.mdx",
  });
  const stored = node.data?.hProperties?.[TOKENS_ATTRIBUTE];
  return stored === undefined ? undefined : (JSON.parse(stored) as EncodedLines);
}

describe("code highlighted at build time", () => {
  const code = 'import type { ConfigInput } from "testplane";\n\nexport default { retry: 2 } satisfies ConfigInput;';

  it("stores tokens that reproduce the code line by line, keywords marked", () => {
    const lines = highlight("ts", code)!;
    expect(codeOfLines(lines)).toBe(code);
    expect(lines[0]).toContainEqual(["keyword", "import"]);
    expect(lines[1]).toEqual([]);
  });

  it("knows the extra languages the site configures (bash)", () => {
    expect(highlight("bash", "npx testplane --grep login")![0]).toContainEqual(["parameter variable", "--grep"]);
  });

  it("leaves blocks in languages Prism does not know untouched", () => {
    expect(highlight("no-such-language", "plain words")).toBeUndefined();
  });

  it("keeps the code in the tokens only, and keeps a block's text when the tokens could not rebuild it", () => {
    const node: CodeNode = { type: "code", lang: "ts", value: code };
    remarkPrismTokens()({ type: "root", children: [node] } as never, {});
    const stored = JSON.parse(node.data!.hProperties![TOKENS_ATTRIBUTE]!) as EncodedLines;
    expect(node.value).toBe("");
    expect(codeOfLines(stored)).toBe(code);

    const windows: CodeNode = { type: "code", lang: "ts", value: "const a = 1;\r\nconst b = 2;" };
    remarkPrismTokens()({ type: "root", children: [windows] } as never, {});
    expect(windows.value).toBe("const a = 1;\r\nconst b = 2;");
  });

  it("keeps only the types a theme styles, so the innermost styled type is a token's last class", () => {
    const node: CodeNode = { type: "code", lang: "html", value: '<a href="/">x</a>' };
    remarkPrismTokens({ styledTypes: ["tag", "punctuation"] })({ type: "root", children: [node] } as never, {});
    const lines = JSON.parse(node.data!.hProperties![TOKENS_ATTRIBUTE]!) as EncodedLines;
    // Without the filter: "tag attr-value punctuation attr-equals" then "tag attr-value punctuation"
    // (joined once both are "tag punctuation"), and "tag" then "tag attr-name" (joined as "tag").
    expect(lines[0]).toContainEqual(["tag punctuation", '="']);
    expect(lines[0]).toContainEqual(["tag", "a href"]);
    expect(codeOfLines(lines)).toBe('<a href="/">x</a>');
  });

  it("joins neighbouring tokens of the same types and drops empty ones, so a block has fewer elements", () => {
    const lines = highlight("ts", "run(f());\n\nx")!;
    expect(lines).toEqual([
      [
        ["function", "run"],
        ["punctuation", "("],
        ["function", "f"],
        ["punctuation", "());"],
      ],
      [],
      ["x"],
    ]);
    expect(
      encodeLines([
        [
          { types: ["plain"], content: "" },
          { types: ["plain"], content: "\n", empty: true },
        ],
      ]),
    ).toEqual([[]]);
  });

  it("renders the tokens as markup whose text is the code, markup in the code shown as text", () => {
    const source = 'const markup = "<div class=\\"a\\">&amp;</div>";\nif (a < b && b > c) run();';
    const lines = highlight("ts", source)!;
    const $ = load(`<code>${tokensHtml(lines)}</code>`);
    expect($("code").text()).toBe(source);
    expect($("div")).toHaveLength(0);
    expect($("span.token")).toHaveLength(lines.flat().filter((token) => typeof token !== "string").length);
    expect($("span.token.keyword").first().text()).toBe("const");
  });

  it("stops the build, naming the file and line, on a block that asks for line numbers or highlighted lines", () => {
    const where = /^docs\/page\.mdx:\?: this site's code blocks neither number nor highlight lines/;
    expect(() => highlight("ts", code, 'title="a.ts" showLineNumbers')).toThrow(where);
    expect(() => highlight("ts", code, "{1,3-4}")).toThrow(where);
    expect(() => highlight("text", "a\n// highlight-next-line\nb")).toThrow(where);
    expect(() => highlight("bash", "# highlight-start\nnpx testplane\n# highlight-end")).toThrow(where);
    expect(highlight("ts", code, 'title="plugins/{name}.ts"')).toBeDefined();
  });
});
