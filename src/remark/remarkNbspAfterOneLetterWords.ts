import type { MdastNode } from "./remarkTableCellLabels";

/** A one-letter Cyrillic word (в, к, с, у, о, и, а, я) and the space after it. */
const ONE_LETTER_WORD = /(?<![\p{L}\p{N}_-])(\p{Script=Cyrillic})[ \t\n]+(?=\S)/gu;

/** Joins each one-letter Cyrillic word to the word after it with a no-break space. */
export function bindOneLetterWords(text: string): string {
  return text.replace(ONE_LETTER_WORD, "$1\u00a0");
}

/** The same word at the end of a text node, when inline code, a link or emphasis comes next: «в `~/.testplane`». */
const ONE_LETTER_WORD_AT_END = /(?<![\p{L}\p{N}_-])(\p{Script=Cyrillic})[ \t\n]+$/u;

/** A JSX element's attribute as remark-mdx gives it: a caption written as a string is prose too. */
interface JsxAttribute {
  name?: string;
  value?: unknown;
}

function visitText(node: MdastNode & { attributes?: unknown }): void {
  // JSX elements list their attributes; directives (admonitions) keep them in an object.
  const attributes: JsxAttribute[] = Array.isArray(node.attributes) ? node.attributes : [];
  for (const attribute of attributes) {
    if (attribute.name === "caption" && typeof attribute.value === "string")
      attribute.value = bindOneLetterWords(attribute.value);
  }
  node.children?.forEach((child, index, siblings) => {
    if (child.type === "text" && typeof child.value === "string") {
      child.value = bindOneLetterWords(child.value);
      if (index < siblings.length - 1) child.value = child.value.replace(ONE_LETTER_WORD_AT_END, "$1\u00a0");
    }
    visitText(child);
  });
}

/**
 * Remark plugin, Russian pages only: a one-letter preposition or conjunction never ends a line («с / настройками»),
 * as Russian typesetting requires. Only prose is touched (text and figure captions); inline code and code blocks
 * are other node types.
 */
export function remarkNbspAfterOneLetterWords({ locale }: { locale: string }) {
  return (tree: MdastNode): void => {
    if (locale === "ru") visitText(tree);
  };
}
