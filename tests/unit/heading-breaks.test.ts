import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { remarkHeadingBreaks } from "../../src/remark/remarkHeadingBreaks";

const wbr = {
  type: "mdxJsxTextElement",
  name: "span",
  attributes: [{ type: "mdxJsxAttribute", name: "className", value: "wbr" }],
  children: [],
};
const text = (value: string) => ({ type: "text", value });
const heading = (depth: number, ...children: Node[]): Node & { depth: number } => ({
  type: "heading",
  depth,
  children,
});

describe("long names in headings may wrap at their joints", () => {
  it("puts a break point at the joints of long names in text and code, and leaves short words and prose alone", () => {
    const id = { type: "mdxTextExpression", value: "/* #runner_start */" };
    const events = heading(3, text("RUNNER_START "), id);
    const skip = heading(2, text("Skip with a reason: "), { type: "inlineCode", value: "testplane.skip.in" });
    const plain = heading(2, text("Производительность: TEST_PASS и getConfig"), { type: "inlineCode", value: "url" });
    const tree: Node = { type: "root", children: [events, skip, plain] };
    remarkHeadingBreaks()(tree);
    expect(events.children).toEqual([text("RUNNER_"), wbr, text("START "), id]);
    expect(skip.children).toEqual([
      text("Skip with a reason: "),
      {
        type: "mdxJsxTextElement",
        name: "code",
        attributes: [],
        children: [text("testplane"), wbr, text(".skip"), wbr, text(".in")],
      },
    ]);
    expect(plain.children).toEqual([
      text("Производительность: TEST_PASS и getConfig"),
      { type: "inlineCode", value: "url" },
    ]);
  });

  it("splits camelCase names of ten letters or more, and not a page's title", () => {
    const matcher = heading(3, text("toBeDisplayedInViewport"));
    const title = heading(1, text("toBeDisplayedInViewport"));
    remarkHeadingBreaks()({ type: "root", children: [title, matcher] });
    expect(matcher.children).toEqual([
      text("to"),
      wbr,
      text("Be"),
      wbr,
      text("Displayed"),
      wbr,
      text("In"),
      wbr,
      text("Viewport"),
    ]);
    expect(title.children).toEqual([text("toBeDisplayedInViewport")]);
  });
});
