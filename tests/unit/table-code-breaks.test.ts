import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { breakPoints, remarkTableCodeBreaks } from "../../src/remark/remarkTableCodeBreaks";

const code = (value: string): Node => ({ type: "inlineCode", value });
const table = (...codes: Node[]): Node => ({
  type: "table",
  children: [{ type: "tableRow", children: codes.map((c) => ({ type: "tableCell", children: [c] })) }],
});

/** The text and break points a code node renders as: `|` for each `<wbr>`, or undefined when left alone. */
function rendered(node: Node): string | undefined {
  const children = node.data?.hChildren as { type: string; value?: string }[] | undefined;
  return children?.map((child) => (child.type === "text" ? child.value : "|")).join("");
}

describe("long identifiers in tables wrap at their joints", () => {
  it("breaks before a dot between names and after an underscore inside a name", () => {
    expect(breakPoints("commandParams.contentVisibilityAuto")).toEqual(["commandParams", ".contentVisibilityAuto"]);
    expect(breakPoints("TEST_ASSIGNED_TO_WORKER")).toEqual(["TEST_", "ASSIGNED_", "TO_", "WORKER"]);
    expect(breakPoints("config.browsers[id].foo")).toEqual(["config", ".browsers[id]", ".foo"]);
    expect(breakPoints('browser.$(".product")')).toEqual(["browser", '.$(".product")']);
  });

  it("leaves the dots of selectors, spreads and leading or doubled underscores whole", () => {
    for (const value of ['$(".product .price")', "...args", "__proto__", "a..b", "1.5"]) {
      expect(breakPoints(value)).toEqual([value]);
    }
  });

  it("splits a piece of 24 or more characters of a name in the first column at its camelCase humps too", () => {
    expect(breakPoints("takeScreenshotOnFailsTimeout")).toEqual(["take", "Screenshot", "On", "Fails", "Timeout"]);
    expect(breakPoints("waitNetworkIdleTimeout")).toEqual(["waitNetworkIdleTimeout"]);
  });

  it("splits types, values and URLs in the other columns at humps, brackets, separators and slashes", () => {
    expect(breakPoints('"testAssignedToWorker"', 1)).toEqual(['"test', "Assigned", "To", 'Worker"']);
    expect(breakPoints("Record<string, string>", 2)).toEqual(["Record<", "string, string>"]);
    expect(breakPoints("http://localhost:4444/wd/hub", 1)).toEqual(["http://", "localhost:", "4444/", "wd/", "hub"]);
    expect(breakPoints("openAndWaitOpts.ignoreNetworkErrorsPatterns", 2)).toEqual([
      "open",
      "And",
      "Wait",
      "Opts",
      ".ignore",
      "Network",
      "Errors",
      "Patterns",
    ]);
    expect(breakPoints('"viewport"', 1)).toEqual(['"viewport"']);
  });

  it("gives break points to long code in a table cell only", () => {
    const long = code("takeScreenshotOnFails.assertViewFail");
    const short = code("a.b_c");
    const outside = code("takeScreenshotOnFails.assertViewFail");
    const value = code('"testAssignedToWorker"');
    remarkTableCodeBreaks()({
      type: "root",
      children: [table(long, short, value), { type: "paragraph", children: [outside] }],
    });
    expect(rendered(long)).toBe("takeScreenshotOnFails|.assertViewFail");
    expect(rendered(value)).toBe('"test|Assigned|To|Worker"');
    expect(rendered(short)).toBeUndefined();
    expect(rendered(outside)).toBeUndefined();
    expect(long.value).toBe("takeScreenshotOnFails.assertViewFail");
  });
});
