import type { MdastNode } from "./remarkTableCellLabels";
import { nameParts } from "./remarkTableCodeBreaks";

/** Words shorter than this fit the table of contents whole (`TEST_PASS`, `getConfig`). */
const MIN_LENGTH = 10;

/** An MDX JSX element, which Docusaurus copies into the table of contents' entry. */
const jsx = (name: string, children: MdastNode[] = [], className?: string): MdastNode =>
  ({
    type: "mdxJsxTextElement",
    name,
    attributes: className === undefined ? [] : [{ type: "mdxJsxAttribute", name: "className", value: className }],
    children,
  }) as MdastNode;

/**
 * A break point: an empty inline-block (custom.css), where a line may wrap as at `<wbr>`. Not `<wbr>` itself:
 * Docusaurus writes each table of contents entry as HTML with a closing tag for every element, and `</wbr>` is a
 * stray end tag, which the HTML minifier reports as an error on every page that has one.
 */
const breakPoint = () => jsx("span", [], "wbr");

/** The text as text nodes with a `<wbr>` at each joint of its long names. */
function withBreaks(value: string): MdastNode[] {
  const nodes: MdastNode[] = [];
  for (const word of value.split(/(\s+)/)) {
    const parts = word.length < MIN_LENGTH ? [word] : nameParts(word);
    parts.forEach((part, i) => {
      const last = nodes.at(-1);
      if (i > 0) nodes.push(breakPoint(), { type: "text", value: part });
      else if (last?.type === "text") last.value += part;
      else if (part !== "") nodes.push({ type: "text", value: part });
    });
  }
  return nodes;
}

function breakHeading(heading: MdastNode): void {
  heading.children = heading.children?.flatMap((child) => {
    if (child.type === "text") return withBreaks(child.value ?? "");
    if (child.type !== "inlineCode") return [child];
    const children = withBreaks(child.value ?? "");
    return children.length < 2 ? [child] : [jsx("code", children)];
  });
}

function visitHeadings(node: MdastNode & { depth?: number }): void {
  if (node.type === "heading") {
    if ((node.depth ?? 1) > 1) breakHeading(node);
  } else node.children?.forEach(visitHeadings);
}

/**
 * Remark plugin, run before Docusaurus's own so that the table of contents gets the result too: long names in
 * h2–h6 headings (`toBeDisplayedInViewport`, `RUNNER_START`, `testplane.skip.in`) may wrap at their joints. The
 * table of contents beside a page is 130–200 px wide, and a name that did not fit broke anywhere (`RUNNER_STAR|T`).
 */
export function remarkHeadingBreaks() {
  return visitHeadings;
}
