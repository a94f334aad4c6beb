/** Highlighting and snippets in the shape DocSearch renders: HTML-escaped text with <mark> around matches. */
import { escapeHtml } from "../../shared/escapeHtml";

export interface HighlightResult {
  value: string;
  matchLevel: "none" | "partial" | "full";
  matchedWords: string[];
}

const WORD = /[\p{L}\p{N}_$]+/gu;
/** A word matches when it starts with one of the matched index terms (stems are word prefixes). */
function isMatch(word: string, terms: readonly string[]): boolean {
  const lower = word.toLowerCase();
  return terms.some((term) => term.length > 0 && lower.startsWith(term));
}

interface Piece {
  text: string;
  match: boolean;
}

function split(text: string, terms: readonly string[]): Piece[] {
  const pieces: Piece[] = [];
  let last = 0;
  for (const found of text.matchAll(WORD)) {
    const start = found.index ?? 0;
    if (start > last) pieces.push({ text: text.slice(last, start), match: false });
    pieces.push({ text: found[0], match: isMatch(found[0], terms) });
    last = start + found[0].length;
  }
  if (last < text.length) pieces.push({ text: text.slice(last), match: false });
  return pieces;
}

function render(pieces: Piece[]): string {
  return pieces.map(({ text, match }) => (match ? `<mark>${escapeHtml(text)}</mark>` : escapeHtml(text))).join("");
}

function level(pieces: Piece[], queryWords: readonly string[]): HighlightResult["matchLevel"] {
  const matched = pieces.filter((piece) => piece.match).length;
  if (matched === 0) return "none";
  return matched >= queryWords.length ? "full" : "partial";
}

export function highlight(text: string, terms: readonly string[], queryWords: readonly string[]): HighlightResult {
  const pieces = split(text, terms);
  return {
    value: render(pieces),
    matchLevel: level(pieces, queryWords),
    matchedWords: pieces.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase()),
  };
}

/** A window of about `words` words around the first match, with an ellipsis where text was cut. */
export function snippet(
  text: string,
  terms: readonly string[],
  queryWords: readonly string[],
  words = 24,
): HighlightResult {
  const pieces = split(text, terms);
  const wordIndexes = pieces.flatMap((piece, index) => (/^[\p{L}\p{N}_$]/u.test(piece.text) ? [index] : []));
  const firstMatch = pieces.findIndex((piece) => piece.match);
  const centre = firstMatch === -1 ? 0 : wordIndexes.indexOf(firstMatch);
  const fromWord = Math.max(0, centre - Math.floor(words / 3));
  const toWord = Math.min(wordIndexes.length, fromWord + words);
  const from = fromWord === 0 ? 0 : (wordIndexes[fromWord] ?? 0);
  const to = toWord >= wordIndexes.length ? pieces.length : (wordIndexes[toWord] ?? pieces.length);
  const window = pieces.slice(from, to);
  return {
    value: `${from > 0 ? "… " : ""}${render(window).trim()}${to < pieces.length ? " …" : ""}`,
    matchLevel: level(window, queryWords),
    matchedWords: window.filter((piece) => piece.match).map((piece) => piece.text.toLowerCase()),
  };
}
