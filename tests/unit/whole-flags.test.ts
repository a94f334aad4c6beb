import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { remarkWholeFlags } from "../../src/remark/remarkWholeFlags";

const code = (value: string): Node => ({ type: "inlineCode", value });

describe("command-line flags in inline code stay whole", () => {
  it("marks a single flag, short or long, with or without a value", () => {
    const flags = ["-b", "--update-refs", "--keep-browser-on-fail", "--reporter=json"].map(code);
    const other = [
      "npx testplane --grep",
      "-",
      "--",
      "a-b",
      "-1",
      "retry",
      "--browsers-chrome-sessions-per-browser",
    ].map(code);
    remarkWholeFlags()({ type: "root", children: [{ type: "paragraph", children: [...flags, ...other] }] });
    expect(flags.map((node) => node.data?.hProperties?.className)).toEqual(Array(4).fill(["code-flag"]));
    expect(other.map((node) => node.data)).toEqual(Array(7).fill(undefined));
  });
});
