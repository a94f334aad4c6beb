import type { CompactIndex } from "./searchIndex";
import type { Locale } from "./text";

/** One searchable unit: a page (type lvl1) or one of its sections (type lvl2–lvl4), in DocSearch's shape. */
export interface SearchRecord {
  /** In the browser, the record's position in the index file. */
  id: number;
  /** Path with anchor, relative to the site origin. */
  url: string;
  type: "lvl1" | "lvl2" | "lvl3" | "lvl4";
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: string | null };
  /**
   * Text of the page's introduction or of the section, without code blocks. The index file
   * carries only its beginning (see CONTENT_EXCERPT_LENGTH in indexer.ts), for snippets.
   */
  content: string;
  /** The page's summary (its meta description), indexed on the page's own record only; not shipped. */
  description?: string;
  /** The words readers search the page by, from its front matter `keywords`; indexed with the summary, not shipped. */
  keywords?: string;
  /** On a page's own record: the doc and blog pages its text links to (paths, no anchor); counted, not shipped. */
  linksTo?: string[];
  /** On a page's own record: how many other pages link to it. Shipped: it orders pages titled alike. */
  inboundLinks?: number;
  /** Facets, as the DocSearch crawler reads them from the page's meta tags. */
  language: string;
  docusaurus_tag: string[];
}

/** A record without what its page shares with the page's other records; `anchor` is null for the page itself. */
export type SerializedRecord = [
  type: SearchRecord["type"],
  anchor: string | null,
  lvl2: string | null,
  lvl3: string | null,
  lvl4: string | null,
  content: string,
];

/** A page's shared data, then its records in order. */
export type SerializedPage = [
  url: string,
  lvl0: string,
  lvl1: string,
  language: string,
  docusaurus_tag: string[],
  records: SerializedRecord[],
  inboundLinks: number,
];

/** What the build writes to <locale root>/search-index.json. */
export interface SerializedSearchIndex {
  version: 5;
  locale: Locale;
  pages: SerializedPage[];
  /** MiniSearch's index of the records, referred to by their position. */
  index: CompactIndex;
}

export const SEARCH_INDEX_FILE = "search-index.json";
