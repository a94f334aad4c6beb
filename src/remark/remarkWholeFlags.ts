import type { MdastNode } from "./remarkTableCellLabels";
import { visitCode } from "./remarkTableCodeBreaks";

/** A command-line flag written alone: `-b`, `--update-refs`, `--reporter=json`. */
const FLAG = /^--?[A-Za-z][\w.-]*(=\S+)?$/;
/** Longer flags, made of a config path (`--browsers-chrome-sessions-per-browser`), may wrap in a table. */
const MAX_LENGTH = 24;

/**
 * Remark plugin: inline code that is a single command-line flag gets the class `code-flag`, which keeps it on one
 * line (src/css/custom.css). Browsers may wrap after any hyphen, and `--` at the end of a line with `update-refs`
 * on the next reads as two different words.
 */
export function remarkWholeFlags() {
  return (tree: MdastNode): void => {
    visitCode(tree, (code) => {
      const value = code.value ?? "";
      if (value.length > MAX_LENGTH || !FLAG.test(value)) return;
      code.data = { ...code.data, hProperties: { ...code.data?.hProperties, className: ["code-flag"] } };
    });
  };
}
