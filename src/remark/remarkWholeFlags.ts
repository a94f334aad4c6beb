import type { MdastNode } from "./remarkTableCellLabels";
import { visitCode } from "./remarkTableCodeBreaks";

/** A command-line flag: `-b`, `--update-refs`, `--reporter=json`, `-d,` in `-d, --destination`. */
const FLAG = /^--?[A-Za-z]\S*$/;
/** Longer flags, made of a config path (`--browsers-chrome-sessions-per-browser`), may wrap in a table. */
const MAX_LENGTH = 24;

/** A hast node as mdast-util-to-hast takes it from `data.hChildren`. */
type HastText = { type: "text"; value: string };
type HastChild =
  HastText | { type: "element"; tagName: "span"; properties: { className: string[] }; children: [HastText] };

const isFlag = (token: string): boolean => token.length <= MAX_LENGTH && FLAG.test(token);

const flagSpan = (flag: string): HastChild => ({
  type: "element",
  tagName: "span",
  properties: { className: ["code-flag"] },
  children: [{ type: "text", value: flag }],
});

/**
 * Remark plugin: command-line flags in inline code stay on one line (class `code-flag`, src/css/custom.css).
 * Browsers may wrap after any hyphen, and `--` at the end of a line with `update-refs` on the next reads as two
 * different words. Code that is one flag gets the class itself; in a longer command (`npx testplane --help`)
 * each flag is a span with the class, so the command still wraps at its spaces. Code that
 * src/remark/remarkTableCodeBreaks already split is left alone.
 */
export function remarkWholeFlags() {
  return (tree: MdastNode): void => {
    visitCode(tree, (code) => {
      const value = code.value ?? "";
      if (code.data?.hChildren) return;
      if (isFlag(value)) {
        code.data = { ...code.data, hProperties: { ...code.data?.hProperties, className: ["code-flag"] } };
        return;
      }
      const tokens = value.split(/(\s+)/);
      if (!tokens.some(isFlag)) return;
      const hChildren: HastChild[] = [];
      for (const token of tokens) {
        const last = hChildren.at(-1);
        if (isFlag(token)) hChildren.push(flagSpan(token));
        else if (last?.type === "text") last.value += token;
        else if (token !== "") hChildren.push({ type: "text", value: token });
      }
      code.data = { ...code.data, hChildren };
    });
  };
}
