import type { MdastNode } from "./remarkTableCellLabels";

/** A hast node as mdast-util-to-hast takes it from `data.hChildren`. */
type HastChild =
  | { type: "text"; value: string }
  | { type: "element"; tagName: "wbr"; properties: Record<string, never>; children: [] };

/** Identifiers shorter than this fit any column; only longer ones are given break points. */
const MIN_LENGTH = 16;

/** Splits before each `.` that joins two names and after each `_` inside a name: `a.b_c` → `a`, `.b_`, `c`. */
export function breakPoints(value: string): string[] {
  return value.split(/(?<=[\w\])])(?=\.[A-Za-z_$])|(?<=[A-Za-z0-9]_)(?=[A-Za-z0-9])/);
}

function visitTableCode(node: MdastNode, inTable: boolean, onCode: (code: MdastNode) => void): void {
  if (inTable && node.type === "inlineCode") onCode(node);
  node.children?.forEach((child) => visitTableCode(child, inTable || node.type === "table", onCode));
}

/**
 * Remark plugin: a long dotted or snake-case identifier in a table cell (`takeScreenshotOnFails.assertViewFail`,
 * `TEST_ASSIGNED_TO_WORKER`) may wrap at its joints, through `<wbr>`, rather than widen its column past the page.
 * Copied text is unchanged, and code cannot break mid-word as `overflow-wrap: anywhere` would let it.
 * The wrapped `code` element (src/theme/MDXComponents) keeps such code inline.
 */
export function remarkTableCodeBreaks() {
  return (tree: MdastNode): void => {
    visitTableCode(tree, false, (code) => {
      const value = code.value ?? "";
      if (value.length < MIN_LENGTH) return;
      const parts = breakPoints(value);
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
    });
  };
}
