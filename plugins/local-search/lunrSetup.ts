import lunr from "lunr";
import stemmerSupport from "lunr-languages/lunr.stemmer.support";
import russian from "lunr-languages/lunr.ru";
import multi from "lunr-languages/lunr.multi";

/**
 * lunr with the Russian stemmer registered, and the index's setup. The same setup runs when the
 * index is built and when the browser rebuilds it from the index file, so both have the same
 * fields, boosts and search pipeline.
 */
// The build loads the site config once per locale; registering twice only produces warnings.
if (!("ru" in lunr)) {
  stemmerSupport(lunr);
  russian(lunr);
  multi(lunr);
}

export type Locale = "en" | "ru";

/** Records are matched on the page title (page records only), their own heading and their text. */
export const SEARCH_FIELDS = [
  { name: "title", boost: 8 },
  { name: "heading", boost: 4 },
  { name: "content", boost: 1 },
] as const;

export type SearchField = (typeof SEARCH_FIELDS)[number]["name"];

/** One value per field of SEARCH_FIELDS, in its order. */
export type PerField<T> = { -readonly [K in keyof typeof SEARCH_FIELDS]: T };

// Each multiLanguage() call registers its trimmer again, with a warning: one plugin serves all builders.
let multiLanguage: lunr.Builder.Plugin | undefined;

/** The language pipeline for a locale: Russian pages mix Russian prose with English identifiers. */
export function languagePlugin(locale: Locale): lunr.Builder.Plugin | undefined {
  if (locale !== "ru") return undefined;
  multiLanguage ??= (lunr as unknown as { multiLanguage: (...l: string[]) => lunr.Builder.Plugin }).multiLanguage(
    "en",
    "ru",
  );
  return multiLanguage;
}

/** A builder configured as `lunr(config)` configures one, plus the locale's pipeline, the ref and the fields. */
export function createBuilder(locale: Locale): lunr.Builder {
  const builder = new lunr.Builder();
  builder.pipeline.add(lunr.trimmer, lunr.stopWordFilter, lunr.stemmer);
  builder.searchPipeline.add(lunr.stemmer);
  const plugin = languagePlugin(locale);
  if (plugin) builder.use(plugin);
  builder.ref("id");
  for (const { name, boost } of SEARCH_FIELDS) builder.field(name, { boost });
  builder.metadataWhitelist = [];
  return builder;
}

/** lunr's entry for a term: its number in the vector space, and per field the refs of the records holding it. */
export type TermPosting = { _index: number } & Record<SearchField, Record<string, object>>;

/**
 * The state lunr.Builder's add() fills and build() reads, which lunr's type declarations do not
 * describe. Field refs are lunr.FieldRef strings: "<field>/<ref>".
 */
export interface BuilderState {
  invertedIndex: Record<string, TermPosting>;
  fieldTermFrequencies: Record<string, Record<string, number>>;
  fieldLengths: Record<string, number>;
  _documents: Record<string, object>;
  documentCount: number;
  termIndex: number;
}

export function builderState(builder: lunr.Builder): BuilderState {
  return builder as unknown as BuilderState;
}

export { lunr };
