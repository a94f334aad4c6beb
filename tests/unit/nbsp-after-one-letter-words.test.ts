import { describe, expect, it } from "vitest";
import type { MdastNode as Node } from "../../src/remark/remarkTableCellLabels";
import { bindOneLetterWords, remarkNbspAfterOneLetterWords } from "../../src/remark/remarkNbspAfterOneLetterWords";

const NBSP = "\u00a0";

describe("one-letter Russian words keep to the next word", () => {
  it("joins a one-letter preposition or conjunction to the word after it, also across a soft line break", () => {
    expect(bindOneLetterWords("вводом с клавиатуры")).toBe(`вводом с${NBSP}клавиатуры`);
    expect(bindOneLetterWords("прогон. С\nнастройками")).toBe(`прогон. С${NBSP}настройками`);
    expect(bindOneLetterWords("и в конфиге")).toBe(`и${NBSP}в${NBSP}конфиге`);
  });

  it("leaves longer words, Latin letters, the last word and hyphenated forms alone", () => {
    for (const text of ["кнопка X и", "это слово", "В-третьих", "по-русски с"]) {
      expect(bindOneLetterWords(text)).toBe(text);
    }
  });

  it("joins a one-letter word to inline code or a link that follows it, not to nothing", () => {
    const paragraph: Node = {
      type: "paragraph",
      children: [
        { type: "text", value: "хранится в " },
        { type: "inlineCode", value: "~/.testplane" },
        { type: "text", value: ", а " },
      ],
    };
    remarkNbspAfterOneLetterWords({ locale: "ru" })({ type: "root", children: [paragraph] });
    expect(paragraph.children?.map((child) => child.value)).toEqual([`хранится в${NBSP}`, "~/.testplane", ", а "]);
  });

  it("binds the words of a figure's caption, which is a JSX attribute, and leaves its other attributes", () => {
    const figure = {
      type: "mdxJsxFlowElement",
      attributes: [
        { type: "mdxJsxAttribute", name: "caption", value: "Клик по шагу переносит к нему" },
        { type: "mdxJsxAttribute", name: "src", value: "/img/docs/a b" },
      ],
    };
    remarkNbspAfterOneLetterWords({ locale: "ru" })({ type: "root", children: [figure] });
    expect(figure.attributes.map((attribute) => attribute.value)).toEqual([
      `Клик по шагу переносит к${NBSP}нему`,
      "/img/docs/a b",
    ]);
  });

  it("changes prose on Russian pages only, never inline code", () => {
    const tree = (): Node => ({
      type: "root",
      children: [
        {
          type: "paragraph",
          children: [
            { type: "text", value: "запуск с флагом " },
            { type: "inlineCode", value: "a и b" },
          ],
        },
      ],
    });
    const russian = tree();
    remarkNbspAfterOneLetterWords({ locale: "ru" })(russian);
    const [text, code] = russian.children?.[0]?.children ?? [];
    // "флагом" is not one letter: the space before the code stays breakable.
    expect(text?.value).toBe(`запуск с${NBSP}флагом `);
    expect(code?.value).toBe("a и b");
    const english = tree();
    remarkNbspAfterOneLetterWords({ locale: "en" })(english);
    expect(english.children?.[0]?.children?.[0]?.value).toBe("запуск с флагом ");
  });
});
