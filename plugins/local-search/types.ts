/** One searchable unit: a page (type lvl1) or one of its sections (type lvl2–lvl4), in DocSearch's shape. */
export interface SearchRecord {
  id: number;
  /** Path with anchor, relative to the site origin. */
  url: string;
  type: "lvl1" | "lvl2" | "lvl3" | "lvl4";
  hierarchy: { lvl0: string; lvl1: string; lvl2: string | null; lvl3: string | null; lvl4: string | null };
  /** Text of the page's introduction or of the section, without code blocks. */
  content: string;
  /** Facets, as the DocSearch crawler reads them from the page's meta tags. */
  language: string;
  docusaurus_tag: string[];
}

/** What the build writes to <locale root>/search-index.json. */
export interface SerializedSearchIndex {
  version: 1;
  locale: string;
  records: SearchRecord[];
  index: object;
}

export const SEARCH_INDEX_FILE = "search-index.json";
