import type { Token } from "prism-react-renderer";

/** The attribute that carries a code block's tokens from the page chunk to the theme's CodeBlock. */
export const TOKENS_ATTRIBUTE = "data-prism-tokens";

/**
 * A highlighted token as stored in a page chunk: plain text as a bare string, anything else as
 * `[types, content]`, and an empty line's placeholder token as `[types, content, 1]`.
 */
export type EncodedToken = string | [types: string, content: string] | [types: string, content: string, empty: 1];
export type EncodedLines = EncodedToken[][];

/**
 * Encodes a block's tokens. With `styledTypes`, a token keeps only the types some theme styles: the
 * innermost of them is then its last class, which the stylesheet's most specific rules key on
 * (tokenStyles.ts), and a token no theme styles becomes plain text. Neighbours of the same types are
 * joined and empty ones dropped, so a block renders fewer elements (`));` is one span, not three).
 */
export function encodeLines(lines: Token[][], styledTypes?: Set<string>): EncodedLines {
  return lines.map((line) => {
    const encoded: EncodedToken[] = [];
    for (const token of line) {
      const kept = styledTypes ? token.types.filter((type) => styledTypes.has(type)) : token.types;
      const types = kept.length > 0 ? kept.join(" ") : "plain";
      const previous = encoded.at(-1);
      if (token.empty) encoded.push([types, token.content, 1]);
      else if (typeof previous === "string" && types === "plain")
        encoded[encoded.length - 1] = previous + token.content;
      else if (Array.isArray(previous) && previous.length === 2 && previous[0] === types) previous[1] += token.content;
      else if (token.content !== "") encoded.push(types === "plain" ? token.content : [types, token.content]);
    }
    return encoded;
  });
}

/** The code the tokens were made from: lines of token contents, empty-line placeholders left out. */
export function codeOfLines(encoded: EncodedLines): string {
  return encoded
    .map((line) => line.map((token) => (typeof token === "string" ? token : token[2] ? "" : token[1])).join(""))
    .join("\n");
}

export function decodeLines(encoded: EncodedLines): Token[][] {
  return encoded.map((line) =>
    line.map((token): Token => {
      if (typeof token === "string") return { types: ["plain"], content: token };
      const [types, content, empty] = token;
      return empty ? { types: types.split(" "), content, empty: true } : { types: types.split(" "), content };
    }),
  );
}

const lineText = (line: Token[]) =>
  line
    .filter((token) => !token.empty)
    .map((token) => token.content)
    .join("");

/**
 * The prebuilt lines that make up `code`. The theme removes magic-comment lines
 * (`// highlight-next-line`) before rendering, so the lines are matched in order and the removed
 * ones skipped; null when `code` is not made of these lines.
 */
export function linesForCode(lines: Token[][], code: string): Token[][] | null {
  const wanted = code.split(/\r?\n/);
  const kept: Token[][] = [];
  for (const line of lines) {
    if (kept.length < wanted.length && lineText(line) === wanted[kept.length]) kept.push(line);
  }
  return kept.length === wanted.length ? kept : null;
}

/** Unhighlighted lines, shaped as Prism's output for a language it does not know. */
export function plainLines(code: string): Token[][] {
  return code
    .split(/\r?\n/)
    .map((text) =>
      text === "" ? [{ types: ["plain"], content: "\n", empty: true }] : [{ types: ["plain"], content: text }],
    );
}
