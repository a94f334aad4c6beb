import type { MdastNode } from "./remarkTableCellLabels";

/** A hast node as mdast-util-to-hast takes it from `data.hChildren`. */
type HastChild =
  | { type: "text"; value: string }
  | { type: "element"; tagName: "wbr"; properties: Record<string, never>; children: [] };

/** Before a `.` that joins two names, and after a `_` inside a name. */
const NAME_JOINTS = String.raw`(?<=[\w\])])(?=\.[A-Za-z_$])|(?<=[A-Za-z0-9]_)(?=[A-Za-z0-9])`;
/** Between the words of a camelCase name. */
const CAMEL_HUMPS = String.raw`(?<=[a-z0-9])(?=[A-Z])`;
/** After an opening bracket or a separator of a type or value, and after a URL's `:` or `/` before a word. */
const PUNCTUATION = String.raw`(?<=[<([{|,=&])(?=\S)|(?<=[/:])(?=\w)`;

const FIRST_COLUMN = new RegExp(NAME_JOINTS);
const NAME = new RegExp(`${NAME_JOINTS}|${CAMEL_HUMPS}`);
const CAMEL = new RegExp(CAMEL_HUMPS);
const OTHER_COLUMNS = new RegExp(`${NAME_JOINTS}|${CAMEL_HUMPS}|${PUNCTUATION}`);

/**
 * The pieces a table's code may wrap between. In the first column, the names readers look for, only long
 * names are split: at their dots and underscores from 16 characters, and a piece of 24 or more at its
 * camelCase humps as well (`takeScreenshotOnFailsTimeout`). In the other columns (types, defaults, values),
 * code from 12 characters is split at those joints and after brackets, separators and a URL's slashes.
 */
export function breakPoints(value: string, column = 0): string[] {
  if (column === 0) {
    if (value.length < 16) return [value];
    return value.split(FIRST_COLUMN).flatMap((piece) => (piece.length < 24 ? [piece] : piece.split(CAMEL)));
  }
  return value.length < 12 ? [value] : value.split(OTHER_COLUMNS);
}

/** A name split at its dots, underscores and camelCase humps: `testplane.skip.in`, `RUNNER_START`, `toHaveText`. */
export function nameParts(value: string): string[] {
  return value.split(NAME);
}

/** Calls `onCode` for each inline code node under `node`, saying whether it is in a table. */
export function visitInlineCode(
  node: MdastNode,
  onCode: (code: MdastNode, inTable: boolean) => void,
  inTable = false,
): void {
  if (node.type === "inlineCode") onCode(node, inTable);
  node.children?.forEach((child) => visitInlineCode(child, onCode, inTable || node.type === "table"));
}

function visitTableCells(node: MdastNode, onCell: (cell: MdastNode, column: number) => void): void {
  if (node.type === "tableRow") node.children?.forEach(onCell);
  else node.children?.forEach((child) => visitTableCells(child, onCell));
}

/**
 * Remark plugin: long code in a table cell (`takeScreenshotOnFails.assertViewFail`, `"testAssignedToWorker"`,
 * `Record<string, string>`) may wrap at its joints, through `<wbr>`, so that a table fits its column while code
 * never breaks mid-word (the stylesheet breaks a word only if one piece is wider than a phone's card).
 * Copied text is unchanged. The wrapped `code` element (src/theme/MDXComponents) keeps such code inline.
 */
export function remarkTableCodeBreaks() {
  return (tree: MdastNode): void => {
    visitTableCells(tree, (cell, column) =>
      visitInlineCode(cell, (code) => {
        const parts = breakPoints(code.value ?? "", column);
        if (parts.length < 2) return;
        const hChildren: HastChild[] = parts.flatMap((part, index): HastChild[] =>
          index === 0
            ? [{ type: "text", value: part }]
            : [
                { type: "element", tagName: "wbr", properties: {}, children: [] },
                { type: "text", value: part },
              ],
        );
        code.data = { ...code.data, hChildren };
      }),
    );
  };
}
