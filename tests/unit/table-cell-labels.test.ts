import { describe, expect, it } from "vitest";
import { remarkTableCellLabels, type MdastNode as Node } from "../../src/remark/remarkTableCellLabels";

const text = (value: string): Node => ({ type: "text", value });
const cell = (...children: Node[]): Node => ({ type: "tableCell", children });
const row = (...cells: Node[]): Node => ({ type: "tableRow", children: cells });

/** The label each body cell got, row by row (undefined where it got none). */
function labels(table: Node): unknown[][] {
  remarkTableCellLabels()({ type: "root", children: [{ type: "blockquote", children: [table] }] });
  return (table.children ?? []).slice(1).map((r) => (r.children ?? []).map((c) => c.data?.hProperties?.dataLabel));
}

describe("table cells labelled with their column's heading", () => {
  it("labels every body cell, in a table nested anywhere, from the heading's plain text", () => {
    const table: Node = {
      type: "table",
      children: [
        row(cell(text("Name")), cell({ type: "inlineCode", value: "type" }, text(" of it")), cell(text(" Default "))),
        row(cell(text("script")), cell(text("string")), cell(text("—"))),
        row(cell(text("args")), cell(text("unknown[]")), cell(text("[]"))),
      ],
    };
    expect(labels(table)).toEqual([
      ["Name", "type of it", "Default"],
      ["Name", "type of it", "Default"],
    ]);
  });

  it("leaves the heading row alone, and cells under an empty heading or past the last one unlabelled", () => {
    const table: Node = {
      type: "table",
      children: [
        row(cell(), cell(text("Hermione 8"))),
        row(cell(text("Node.js")), cell(text(">= 18")), cell(text("x"))),
      ],
    };
    expect(labels(table)).toEqual([[undefined, "Hermione 8", undefined]]);
    expect(table.children?.[0]?.children?.map((c) => c.data)).toEqual([undefined, undefined]);
  });

  it("keeps properties another plugin put on a cell", () => {
    const marked: Node = { ...cell(text("v")), data: { hProperties: { className: "x" } } };
    labels({ type: "table", children: [row(cell(text("H"))), row(marked)] });
    expect(marked.data?.hProperties).toEqual({ className: "x", dataLabel: "H" });
  });
});
