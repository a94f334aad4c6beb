import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { remarkWholeFlags } from "../../src/remark/remarkWholeFlags";

const code = (value: string): Node => ({ type: "inlineCode", value });
const run = (nodes: Node[]) => remarkWholeFlags()({ type: "root", children: [{ type: "paragraph", children: nodes }] });
const flag = (value: string) => ({
  type: "element",
  tagName: "span",
  properties: { className: ["code-flag"] },
  children: [{ type: "text", value }],
});

describe("command-line flags in inline code stay whole", () => {
  it("marks code that is a single flag, short or long, with or without a value", () => {
    const flags = ["-b", "--update-refs", "--keep-browser-on-fail", "--reporter=json"].map(code);
    const other = ["-", "--", "a-b", "-1", "retry", "apt-get install", "--browsers-chrome-sessions-per-browser"].map(
      code,
    );
    run([...flags, ...other]);
    expect(flags.map((node) => node.data?.hProperties?.className)).toEqual(Array(4).fill(["code-flag"]));
    expect(other.map((node) => node.data)).toEqual(Array(7).fill(undefined));
  });

  it("wraps each flag of a longer command in a span, so the command breaks only at its spaces", () => {
    const nodes = ["npx testplane --browser chrome --update-refs", "-d, --destination <dir>", "a - b --"].map(code);
    run(nodes);
    expect(nodes.map((node) => node.data?.hChildren)).toEqual([
      [
        { type: "text", value: "npx testplane " },
        flag("--browser"),
        { type: "text", value: " chrome " },
        flag("--update-refs"),
      ],
      [flag("-d,"), { type: "text", value: " " }, flag("--destination"), { type: "text", value: " <dir>" }],
      undefined,
    ]);
  });

  it("leaves code that the table plugin already split alone", () => {
    const split = { ...code("--retry 3"), data: { hChildren: [{ type: "text", value: "--retry 3" }] } };
    run([split]);
    expect(split.data.hChildren).toEqual([{ type: "text", value: "--retry 3" }]);
  });
});
