import { lunr } from "../lunrSetup";
import type { SearchRecord, SerializedSearchIndex } from "../types";
import { highlight, snippet, type HighlightResult } from "./highlight";
import { expandRecords, rebuildIndex } from "./indexFile";

/** A result in the shape of a DocSearch (Algolia) hit. */
export interface SearchHit extends Omit<SearchRecord, "id"> {
  objectID: string;
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: Record<string, HighlightResult>; content: HighlightResult };
  _snippetResult: { hierarchy: Record<string, HighlightResult>; content: HighlightResult };
}

/** Algolia-style facet filters: every entry must match; an array entry matches when any of its values does. */
export type FacetFilters = (string | string[])[];

const MAX_TERMS = 12;
const MAX_TERM_LENGTH = 40;

/**
 * Words of a query, lowercased, with everything lunr would read as syntax (`*`, `:`, `~`, `^`,
 * `+`, `-`), markup and emoji dropped. Queries are built through lunr's query API rather than
 * parsed from text, so no input can make lunr throw.
 */
export function queryWords(query: string): string[] {
  const words = query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
  return [...new Set(words.map((word) => word.slice(0, MAX_TERM_LENGTH)))].slice(0, MAX_TERMS);
}

function matchesFacets(record: SearchRecord, filters: FacetFilters): boolean {
  const has = (filter: string): boolean => {
    const separator = filter.indexOf(":");
    const name = filter.slice(0, separator);
    const value = filter.slice(separator + 1);
    if (name === "language") return record.language === value;
    if (name === "docusaurus_tag") return record.docusaurus_tag.includes(value);
    return false;
  };
  return filters.every((filter) => (Array.isArray(filter) ? filter.some(has) : has(filter)));
}

export class SearchEngine {
  private readonly index: lunr.Index;
  private readonly records: Map<string, SearchRecord>;

  constructor(serialized: SerializedSearchIndex) {
    const records = expandRecords(serialized.pages);
    this.index = rebuildIndex(serialized, records.length);
    this.records = new Map(records.map((record) => [String(record.id), record]));
  }

  search(query: string, { facetFilters = [], limit = 20 }: { facetFilters?: FacetFilters; limit?: number } = {}) {
    const words = queryWords(query);
    if (words.length === 0) return { hits: [] as SearchHit[], nbHits: 0 };
    const last = words.length - 1;
    const results = this.index.query((q) => {
      words.forEach((word, position) => {
        // The word as typed, stemmed: "браузеры" finds "браузер".
        q.term(word, { boost: 10 });
        // The word being typed is also a prefix: "скрин" finds "скриншот".
        if (position === last && word.length >= 2) {
          q.term(word, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING, boost: 2 });
        }
      });
    });
    const matching = results.flatMap((result) => {
      const record = this.records.get(result.ref);
      return record && matchesFacets(record, facetFilters)
        ? [{ record, terms: Object.keys(result.matchData.metadata) }]
        : [];
    });
    return {
      hits: matching.slice(0, limit).map(({ record, terms }) => toHit(record, terms, words)),
      nbHits: matching.length,
    };
  }
}

function toHit(record: SearchRecord, terms: string[], words: string[]): SearchHit {
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  for (const [level, text] of Object.entries(record.hierarchy)) {
    if (text) hierarchyHighlight[level] = highlight(text, terms, words);
  }
  const [urlWithoutAnchor = record.url, anchor = null] = record.url.split("#");
  const { id, ...fields } = record;
  return {
    ...fields,
    objectID: String(id),
    url_without_anchor: urlWithoutAnchor,
    anchor,
    _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(record.content, terms, words) },
    _snippetResult: { hierarchy: hierarchyHighlight, content: snippet(record.content, terms, words) },
  };
}
