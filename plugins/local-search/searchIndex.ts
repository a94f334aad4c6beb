import MiniSearch, { type AsPlainObject, type Options } from "minisearch";
import { dottedNames, identifierPartTerms, terms, wholeTerms } from "./text";

/**
 * What MiniSearch indexes per record: the page title (on every record of the page), its own heading, its text, and
 * on a page's own record its keywords. The parts of an identifier in the title are a field of their own (titleParts,
 * read from `title`).
 */
export interface IndexedRecord {
  id: number;
  title: string;
  heading: string;
  content: string;
  /** A page's own record only: its front matter `keywords`, the words readers search it by. */
  keywords?: string;
}

/**
 * The index's setup, the same when the build writes the index and when the browser loads it.
 * The ranking is MiniSearch's (BM25+ with field boosts, prefix and fuzzy matching); this file
 * only says which fields there are and how text becomes terms (text.ts).
 */
export const INDEX_OPTIONS: Options<IndexedRecord> = {
  // titleParts and keywords last: most terms have no posting in them, and trailing empty postings are not stored.
  fields: ["title", "heading", "content", "titleParts", "keywords"],
  extractField: (record, field) => (field === "titleParts" ? record.title : record[field as keyof IndexedRecord]),
  tokenize: (text, field) =>
    field === "title"
      ? wholeTerms(text)
      : field === "titleParts"
        ? identifierPartTerms(text)
        : field === "heading" || field === "keywords"
          ? [...terms(text), ...dottedNames(text)]
          : terms(text),
  // tokenize already gives final terms.
  processTerm: (term) => term,
};

/**
 * Field boosts: a word in the page title says more than one in a heading, which says more than one in text.
 * A part of a title's identifier says less than a heading's word: `saveScreenshot` is about saving a
 * screenshot, not the page for every query about screenshots. Keywords weigh as a heading, in a field of their own:
 * beside the page's summary they were one long field, whose length BM25 took as a reason to count each word less.
 */
export const FIELD_BOOSTS = { title: 6, heading: 3, content: 1, titleParts: 2, keywords: 2.5 };

/**
 * MiniSearch's serialized index in half the size: its postings are objects keyed by record, here
 * they are ascending record positions stored as differences. Records are numbered by position,
 * so MiniSearch's own numbering (short ids) is the same and is not stored.
 */
export interface CompactIndex {
  terms: string[];
  /** Per term, per field up to the last it is in: record positions as differences from the previous one, each followed by −tf when tf > 1. */
  postings: number[][][];
  /** Per record, its number of terms per field. */
  fieldLengths: number[][];
  averageFieldLength: number[];
  serializationVersion: number;
}

export function buildIndex(records: IndexedRecord[]): CompactIndex {
  const index = new MiniSearch(INDEX_OPTIONS);
  index.addAll(records);
  const { index: entries, fieldLength, averageFieldLength, serializationVersion } = index.toJSON();
  return {
    terms: entries.map(([term]) => term),
    postings: entries.map(([, fields]) =>
      // Up to the last field the term is in: fields after it would be empty lists.
      Array.from({ length: Math.max(...Object.keys(fields).map(Number)) + 1 }, (_, field) => {
        const frequencies = fields[field] ?? {};
        let previous = 0;
        return Object.keys(frequencies)
          .map(Number)
          .sort((a, b) => a - b)
          .flatMap((position) => {
            const delta = position - previous;
            previous = position;
            return frequencies[position] > 1 ? [delta, -frequencies[position]] : [delta];
          });
      }),
    ),
    fieldLengths: records.map((_, position) => fieldLength[position]),
    averageFieldLength,
    serializationVersion,
  };
}

export function loadIndex(compact: CompactIndex): MiniSearch<IndexedRecord> {
  const { terms: termList, postings, fieldLengths, averageFieldLength, serializationVersion } = compact;
  const plain: AsPlainObject = {
    documentCount: fieldLengths.length,
    nextId: fieldLengths.length,
    documentIds: Object.fromEntries(fieldLengths.map((_, position) => [position, position])),
    fieldIds: Object.fromEntries(INDEX_OPTIONS.fields.map((field, id) => [field, id])),
    fieldLength: Object.fromEntries(fieldLengths.map((lengths, position) => [position, lengths])),
    averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    serializationVersion,
    index: termList.map((term, i) => {
      const fields: Record<string, Record<string, number>> = {};
      postings[i].forEach((list, field) => {
        if (list.length === 0) return;
        const frequencies: Record<string, number> = {};
        let position = 0;
        for (let k = 0; k < list.length; k++) {
          position += list[k];
          // A negative entry is the frequency of the posting before it; without one it is 1.
          frequencies[position] = list[k + 1] < 0 ? -list[++k] : 1;
        }
        fields[field] = frequencies;
      });
      return [term, fields];
    }),
  };
  return MiniSearch.loadJS(plain, INDEX_OPTIONS);
}
