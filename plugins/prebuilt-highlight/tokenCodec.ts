import type { Token } from "prism-react-renderer";
import { escapeHtml } from "../shared/escapeHtml";

/** The attribute that carries a code block's tokens from the page chunk to the theme's CodeBlock. */
export const TOKENS_ATTRIBUTE = "data-prism-tokens";

/** A highlighted token as stored in a page chunk: plain text as a bare string, anything else as `[types, content]`. */
export type EncodedToken = string | [types: string, content: string];
export type EncodedLines = EncodedToken[][];

/**
 * Encodes a block's tokens. With `styledTypes`, a token keeps only the types some theme styles: the
 * innermost of them is then its last class, which the stylesheet's most specific rules key on
 * (tokenStyles.ts), and a token no theme styles becomes plain text. Neighbours of the same types are
 * joined and empty ones dropped (an empty line is an empty array), so a block renders fewer elements
 * (`));` is one span, not three).
 */
export function encodeLines(lines: Token[][], styledTypes?: Set<string>): EncodedLines {
  return lines.map((line) => {
    const encoded: EncodedToken[] = [];
    for (const token of line) {
      if (token.empty || token.content === "") continue;
      const kept = styledTypes ? token.types.filter((type) => styledTypes.has(type)) : token.types;
      const types = kept.length > 0 ? kept.join(" ") : "plain";
      const previous = encoded.at(-1);
      if (typeof previous === "string" && types === "plain") encoded[encoded.length - 1] = previous + token.content;
      else if (Array.isArray(previous) && previous[0] === types) previous[1] += token.content;
      else encoded.push(types === "plain" ? token.content : [types, token.content]);
    }
    return encoded;
  });
}

/** The code the tokens were made from. */
export function codeOfLines(encoded: EncodedLines): string {
  return encoded.map((line) => line.map((token) => (typeof token === "string" ? token : token[1])).join("")).join("\n");
}

/**
 * The tokens as markup, as React would render them: a span per token, plain text bare, lines joined by line breaks.
 * Token types are Prism's names (letters and hyphens), so only the text needs escaping.
 */
export function tokensHtml(encoded: EncodedLines): string {
  return encoded
    .map((line) =>
      line
        .map((token) =>
          typeof token === "string"
            ? escapeHtml(token)
            : `<span class="token ${token[0]}">${escapeHtml(token[1])}</span>`,
        )
        .join(""),
    )
    .join("\n");
}
