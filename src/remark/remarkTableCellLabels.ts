/** The part of an mdast node this plugin reads and writes. */
export interface MdastNode {
  type: string;
  value?: string;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown>; hChildren?: unknown[] };
}

function plainText(node: MdastNode): string {
  if (typeof node.value === "string") return node.value;
  return (node.children ?? []).map(plainText).join("");
}

function visitTables(node: MdastNode, onTable: (table: MdastNode) => void): void {
  if (node.type === "table") onTable(node);
  else node.children?.forEach((child) => visitTables(child, onTable));
}

/**
 * Remark plugin: each body cell of a Markdown table carries its column's heading as `data-label`. On a
 * phone the table is laid out as one card per row (src/css/custom.css), and the labels stand in for the
 * heading row, which a card layout cannot show. Done at build time, so the browser does no work for it.
 */
export function remarkTableCellLabels() {
  return (tree: MdastNode): void => {
    visitTables(tree, (table) => {
      const [head, ...rows] = table.children ?? [];
      const labels = (head?.children ?? []).map((cell) => plainText(cell).trim());
      for (const row of rows) {
        row.children?.forEach((cell, column) => {
          const label = labels[column];
          if (!label) return;
          cell.data = { ...cell.data, hProperties: { ...cell.data?.hProperties, dataLabel: label } };
        });
      }
    });
  };
}
