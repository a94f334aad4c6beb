import type { MdastNode } from "./remarkTableCellLabels";
import { breakPoints, visitInlineCode } from "./remarkTableCodeBreaks";

/** A command-line flag: `-b`, `--update-refs`, `--reporter=json`, `-d,` in `-d, --destination`. */
const FLAG = /^--?[A-Za-z]\S*$/;
/** Longer flags, made of a config path (`--browsers-chrome-sessions-per-browser`), may wrap in a table. */
const MAX_FLAG_LENGTH = 24;
/** Shorter names fit a phone's line whole, or move to the next one. */
const MIN_NAME_LENGTH = 20;

/** A hast node as mdast-util-to-hast takes it from `data.hChildren`. */
type HastText = { type: "text"; value: string };
type HastChild =
  | HastText
  | { type: "element"; tagName: "span"; properties: { className: string[] }; children: [HastText] }
  | { type: "element"; tagName: "wbr"; properties: Record<string, never>; children: [] };

const isFlag = (token: string): boolean => token.length <= MAX_FLAG_LENGTH && FLAG.test(token);

const flagSpan = (flag: string): HastChild => ({
  type: "element",
  tagName: "span",
  properties: { className: ["code-flag"] },
  children: [{ type: "text", value: flag }],
});

const joint = (): HastChild => ({ type: "element", tagName: "wbr", properties: {}, children: [] });

/** The code's pieces: flags as whole spans, long names outside tables with a `<wbr>` at each joint, the rest text. */
function pieces(value: string, inTable: boolean): HastChild[] {
  const children: HastChild[] = [];
  const addText = (text: string) => {
    const last = children.at(-1);
    if (last?.type === "text") last.value += text;
    else if (text !== "") children.push({ type: "text", value: text });
  };
  for (const token of value.split(/(\s+)/)) {
    if (isFlag(token)) children.push(flagSpan(token));
    else if (inTable || token.length < MIN_NAME_LENGTH) addText(token);
    else
      breakPoints(token, 1).forEach((part, i) => {
        if (i > 0) children.push(joint());
        addText(part);
      });
  }
  return children;
}

/**
 * Remark plugin: where inline code may wrap (src/remark/remarkTableCodeBreaks gives long code in tables its own
 * break points first).
 * - Never inside a command-line flag (class `code-flag`): browsers may wrap after any hyphen, and `--` at the end of
 *   a line with `update-refs` on the next reads as two words. Code that is one flag gets the class itself; in a
 *   longer command (`npx testplane --help`) each flag is a span with it, so the command still wraps at its spaces.
 * - Outside tables, a name of 20 characters or more (`browser.executionContext.browserId`,
 *   `testplane_browsers_chrome_headless=true`) may wrap at its joints, through `<wbr>`, where a phone's line
 *   would otherwise cut it anywhere. Wide screens hide those in paragraphs and list items (src/css/custom.css):
 *   there such code moves to the next line whole, as it did. (A class on them cost 0.25 KB gz on a long page.)
 */
export function remarkInlineCodeBreaks() {
  return (tree: MdastNode): void =>
    visitInlineCode(tree, (code, inTable) => {
      const value = code.value ?? "";
      if (code.data?.hChildren) return;
      if (isFlag(value)) {
        code.data = { ...code.data, hProperties: { ...code.data?.hProperties, className: ["code-flag"] } };
        return;
      }
      const hChildren = pieces(value, inTable);
      if (hChildren.length > 1) code.data = { ...code.data, hChildren };
    });
}
