import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { remarkInlineCodeBreaks } from "../../src/remark/remarkInlineCodeBreaks";

const code = (value: string): Node => ({ type: "inlineCode", value });
const run = (nodes: Node[]) =>
  remarkInlineCodeBreaks()({ type: "root", children: [{ type: "paragraph", children: nodes }] });
const text = (value: string) => ({ type: "text", value });
const flag = (value: string) => ({
  type: "element",
  tagName: "span",
  properties: { className: ["code-flag"] },
  children: [text(value)],
});
const joint = { type: "element", tagName: "wbr", properties: {}, children: [] };

describe("where inline code may wrap", () => {
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
      [text("npx testplane "), flag("--browser"), text(" chrome "), flag("--update-refs")],
      [flag("-d,"), text(" "), flag("--destination"), text(" <dir>")],
      undefined,
    ]);
  });

  it("lets a name of 20 characters or more wrap at its joints, outside tables only", () => {
    const names = [
      "browser.executionContext.browserId",
      "set testplane_browsers_chrome_headless=true",
      "getConfig()",
    ].map(code);
    run(names);
    expect(names.map((node) => node.data?.hChildren)).toEqual([
      [text("browser"), joint, text(".execution"), joint, text("Context"), joint, text(".browser"), joint, text("Id")],
      [
        text("set testplane_"),
        joint,
        text("browsers_"),
        joint,
        text("chrome_"),
        joint,
        text("headless="),
        joint,
        text("true"),
      ],
      undefined,
    ]);
    const inTable = code("takeScreenshotOnFailsTimeout");
    remarkInlineCodeBreaks()({
      type: "root",
      children: [
        { type: "table", children: [{ type: "tableRow", children: [{ type: "tableCell", children: [inTable] }] }] },
      ],
    });
    expect(inTable.data).toBeUndefined();
  });

  it("leaves code that the table plugin already split alone", () => {
    const split = { ...code("--retry 3"), data: { hChildren: [text("--retry 3")] } };
    run([split]);
    expect(split.data.hChildren).toEqual([text("--retry 3")]);
  });
});
