import type { Query, SearchOptions, SearchResult } from "minisearch";
import type MiniSearch from "minisearch";
import { FIELD_BOOSTS, loadIndex, type IndexedRecord } from "../searchIndex";
import {
  CYRILLIC,
  dottedNames,
  identifierParts,
  isIdentifier,
  joinedCompounds,
  otherLayout,
  rootPrefix,
  synonyms,
  term,
  transliterated,
  type Locale,
} from "../text";
import type { SearchRecord, SerializedSearchIndex } from "../types";
import { highlight, snippet, type HighlightResult } from "./highlight";
import { matchesFacets, type FacetFilters } from "./facetFilters";
import { expandRecords } from "./indexFile";

/** A result in the shape of a DocSearch (Algolia) hit. */
export interface SearchHit extends Omit<SearchRecord, "id"> {
  objectID: string;
  url_without_anchor: string;
  anchor: string | null;
  _highlightResult: { hierarchy: Record<string, HighlightResult>; content: HighlightResult };
  _snippetResult: { hierarchy: Record<string, HighlightResult>; content: HighlightResult };
}

export interface SearchResponse {
  hits: SearchHit[];
  nbHits: number;
  /** Set when the hits are for the query retyped in the other keyboard layout: that query. */
  layoutSwitchedQuery?: string;
}

const MAX_WORDS = 12;
const MAX_WORD_LENGTH = 40;
/** Words this long or longer forgive one typo. */
const TYPO_MIN_LENGTH = 5;
/**
 * Words this long or longer that find nothing are tried again with two typos: two swapped letters are two
 * edits ("andorid"), and a typo can change a Russian word's stem by more than a letter ("доступнсть" →
 * доступнст, where "доступность" → доступн).
 */
const TWO_TYPOS_MIN_LENGTH = 7;
/**
 * Words under five letters forgive no typo, and those under seven no second one, but a word of three to six letters
 * that finds nothing is tried with two neighbours swapped.
 */
const SWAP_MIN_LENGTH = 3;
/** Sections shown under each page. */
const SECTIONS_PER_PAGE = 3;
/** A match through the word's root counts for less than one of the word's own forms. */
const ROOT_WEIGHT = 0.5;
/** The same for an English term typed in Cyrillic («репортер»), found through its Latin spelling. */
const TRANSLITERATED_WEIGHT = 0.5;
/**
 * A record that lacks one word in this many of a long query still counts as having every word: a reader's
 * filler word ("automatic retries for failed tests") must not put pages that happen to use it first.
 */
const WORDS_PER_MISSING = 4;
/**
 * Blog posts rank below docs that match as well: a reader searching the docs wants the reference first. Posts have
 * search keywords too, and a post retelling a doc page matches many of its words (0.85 put posts first more often).
 */
const BLOG_BOOST = 0.75;

/**
 * A word that most pages have (the product's name, "browser") tells pages apart least, yet where a title has it, as
 * rare there as it is common in the text, it outweighed a query's other words: "install testplane" put the migration
 * guide ahead of the quick start. Beside a word fewer pages have, such a word counts for less. Stronger cuts helped
 * the held-out queries more but put "debug" ahead of "debug a test" in the benchmark (SEARCH.md).
 */
const COMMON_WORD_SHARE = 0.6;
/** Below this many pages a share says little about a word. */
const COMMON_WORD_MIN_PAGES = 20;
const COMMON_WORD_WEIGHT = 0.7;
/**
 * The most words a query may have for the records naming its identifier to lead where no record has every word
 * (orderPages). In longer queries the name is often context ("toBeRequestedTimes also counts …, how to reset the
 * counter" wants `mockClearAll`): with no limit such queries lost their page, at six words "isClickabel returns true
 * for button in disabled fieldset" did, at four «эмулировать ретину devicePixelRatio 2 в тесте» was not helped.
 */
const LEAD_BY_NAME_MAX_WORDS = 5;

/**
 * Words that say something fails, not what (headedByName): "windowSize doesn't work", «retry не срабатывает». As
 * typed, lowercased; at least one must say it fails, so that in "isolation work" the second word stays the reader's.
 */
const FAILING = new Set([
  ...["doesn", "don", "isn", "not", "no", "ignored", "broken", "wrong"],
  ...["не", "нет", "игнорируется", "игнорируются", "сломался", "сломалось", "ломается"],
]);
const SYMPTOM_WORDS = new Set([
  ...FAILING,
  ...["t", "is", "are", "does", "do", "has", "have", "work", "works", "working", "effect"],
  ...["работает", "работают", "применяется", "применяются", "срабатывает", "срабатывают", "влияет", "эффекта"],
]);

/** A heading or a query word that is an option's or a method's name: `windowSize`, `retry`, `TEST_FAIL`. */
const isCodeName = (word: string) => /^[a-z][A-Za-z0-9]*$/.test(word) || (isIdentifier(word) && !/\s/.test(word));

/** `object.method` in a query: "mock.restore", "browser.$$". */
const METHOD_CALL = /([\p{L}_$][\p{L}\p{N}_$]*)\.([\p{L}_$][\p{L}\p{N}_$]*)/gu;

/**
 * Words of a query as typed (case kept, for identifier splitting), without anything else: markup,
 * punctuation and emoji are dropped, so no input is read as syntax. `$` is kept, for `$` and `$$`. A
 * hyphenated name adds itself joined, last, as the index has it (text.ts).
 */
export function queryWords(query: string): string[] {
  const words = [...(query.match(/[\p{L}\p{N}_$]+/gu) ?? []), ...joinedCompounds(query), ...dottedNames(query)];
  const seen = new Set<string>();
  return words
    .map((word) => word.slice(0, MAX_WORD_LENGTH))
    .filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()))
    .slice(0, MAX_WORDS);
}

/**
 * A pasted error's class name before its message ("WebDriverError: invalid session id"). When no page names the class,
 * its parts (webdriver, error) are words every page about the protocol has, and they outranked the page that explains
 * the message; a class the pages do name ("ClientBridgeError") is kept. A code in brackets ("Error [ERR_REQUIRE_ESM]:")
 * is kept too: it names the failure.
 */
const ERROR_CLASS_PREFIX = /^\s*([A-Z][A-Za-z]*(?:Error|Exception)):\s+(?=\S)/;

/** The query without a leading error class name that `isKnown` rejects, when a message follows it. */
export function withoutUnknownErrorClass(query: string, isKnown: (name: string) => boolean): string {
  const match = ERROR_CLASS_PREFIX.exec(query);
  return match && !isKnown(match[1]!.toLowerCase()) ? query.slice(match[0].length) : query;
}

/**
 * The verb of a question's frame: "how does isolation work", «что делает isolation», «как устроен expect». It names no
 * subject, yet as a required word it put pages that happen to say "work" or «делает» ahead of the option's own section.
 * Only the frame's verb goes: "work" elsewhere in a query ("work with frames") is the reader's word.
 */
const FRAME_START = new Set(["how", "как", "что"]);
const FRAME_VERBS = new Set([
  "work",
  "works",
  "делает",
  "делают",
  "работает",
  "работают",
  "устроен",
  "устроена",
  "устроены",
]);

/** Where a query has a frame's verb, its position, else -1. */
function frameVerbIndex(words: readonly string[]): number {
  if (words.length < 3) return -1;
  const [first, second] = [words[0], words[1]].map((word) => word.toLowerCase());
  const last = words[words.length - 1].toLowerCase();
  // English puts the verb last ("how … work"), Russian right after the question word («что делает …»).
  if (first === "how" && !CYRILLIC.test(last) && FRAME_VERBS.has(last)) return words.length - 1;
  if (FRAME_START.has(first) && CYRILLIC.test(second) && FRAME_VERBS.has(second)) return 1;
  return -1;
}

/** One query word: the index terms it may be found by (alternatives), and the MiniSearch query for them. */
interface WordQuery {
  alternatives: string[];
  query: Query;
}

/**
 * One query word: its term, or any of its cross-language synonyms. The last word is still being
 * typed, so it also matches as a prefix; longer words forgive one typo. A Russian word also matches
 * the other words of its root (rootPrefix): "запустить" finds "запускать" and "запуск". A typo read as an index
 * term comes with that term as its stem.
 */
function wordQuery(word: string, isLast: boolean, locale: Locale, typos = 1, stem = term(word)): WordQuery | null {
  if (stem === null) return null;
  const alternatives = new Set([stem, ...synonyms(stem, locale)]);
  // Stemming a word cut short can change it ("displa" → "displ"); the letters as typed are a prefix too.
  if (isLast) alternatives.add(word.toLowerCase());
  // One letter would match as a prefix of a good part of the index, at a cost and for nothing.
  const prefix = isLast && word.length >= 2;
  const long = word.length >= TWO_TYPOS_MIN_LENGTH;
  const exact: Query = {
    combineWith: "OR",
    queries: [...alternatives],
    prefix,
    fuzzy: typos > 0 && word.length >= TYPO_MIN_LENGTH ? (long ? typos : 1) : false,
  };
  // Terms matched by rules of their own: swapped letters exactly, a root and a Latin spelling at half weight.
  const others: { term: string; query: Query }[] = [];
  // "veiw", «кофниг»: a shorter word is too close to too many others for two edits, but two neighbours swapped are
  // a slip, found as typed, at full weight.
  if (typos > 1 && !long) {
    for (const swapped of neighboursSwapped(word).filter((candidate) => !alternatives.has(candidate)))
      others.push({ term: swapped, query: { combineWith: "OR", queries: [swapped], prefix, fuzzy: false } });
  }
  const root = rootPrefix(stem);
  if (root !== null && !alternatives.has(root)) {
    others.push({
      term: root,
      query: { combineWith: "OR", queries: [root], prefix: true, fuzzy: false, boostTerm: () => ROOT_WEIGHT },
    });
  }
  // The word as typed, not its stem: a Russian ending is not part of the English term («теста» is not "test").
  const latin = transliterated(word);
  const latinTerm = latin === null ? null : term(latin);
  if (latinTerm !== null && !alternatives.has(latinTerm)) {
    others.push({
      term: latinTerm,
      // Exactly: a Russian word's Latin spelling is one typo from too many English words («теста» → testa).
      query: {
        combineWith: "OR",
        queries: [latinTerm],
        prefix: false,
        fuzzy: false,
        boostTerm: () => TRANSLITERATED_WEIGHT,
      },
    });
  }
  if (others.length === 0) return { alternatives: [...alternatives], query: exact };
  return {
    alternatives: [...alternatives, ...others.map((entry) => entry.term)],
    query: { combineWith: "OR", queries: [exact, ...others.map((entry) => entry.query)] },
  };
}

/**
 * An identifier that finds nothing whole, looked for by all of its parts: the stem of "ignoreElemnts" (ignoreelemnt)
 * is far from that of `ignoreElements` (ignoreel), but "elemnts" is one typo from "elements". A short part may have
 * two neighbours swapped.
 */
function partsQuery(word: string, isLast: boolean, locale: Locale): WordQuery | null {
  const parts = identifierParts(word).flatMap(
    (part, i, all) =>
      wordQuery(part, isLast && i === all.length - 1, locale, part.length < TYPO_MIN_LENGTH ? 2 : 1) ?? [],
  );
  if (parts.length === 0) return null;
  return {
    alternatives: parts.flatMap((part) => part.alternatives),
    query: { combineWith: "AND", queries: parts.map((part) => part.query) },
  };
}

/** Whether a word is short enough that two typos would be too many, and long enough to have its letters swapped. */
const isSwapLength = (word: string) => word.length >= SWAP_MIN_LENGTH && word.length < TWO_TYPOS_MIN_LENGTH;

/** The terms of a word with two neighbouring letters swapped ("veiw" → view, iew, vewi). */
function neighboursSwapped(word: string): string[] {
  const letters = [...word.toLowerCase()];
  return letters.slice(1).flatMap((_, i) => {
    const swapped = [...letters];
    [swapped[i], swapped[i + 1]] = [letters[i + 1], letters[i]];
    return term(swapped.join("")) ?? [];
  });
}

/** A title or a query as one key: lower case, letters and digits only ("scroll into view" → scrollintoview). */
function titleKey(text: string): string {
  return (text.match(/[\p{L}\p{N}$]+/gu) ?? []).join("").toLowerCase().replace(/ё/g, "е");
}

/** Each query word's query (null for a repeated word), the search's results, and the words found only through a typo. */
interface FoundWords {
  queries: (WordQuery | null)[];
  results: SearchResult[];
  corrected: Set<WordQuery>;
}

/** Whether a result matched one of the word's terms. */
const found = (wq: WordQuery, result: SearchResult) => wq.alternatives.some((alt) => result.queryTerms.includes(alt));

/** A page's own record, its best-matching sections, and the index terms they matched. */
interface PageGroup {
  page: number;
  sections: number[];
  terms: Set<string>;
}

export class SearchEngine {
  private readonly index: MiniSearch<IndexedRecord>;
  private readonly records: SearchRecord[];
  /** For each record, the id of its page's own record (lvl1), which leads the page's group of hits. */
  private readonly pageRecord: number[];
  private readonly pageCount: number;
  private readonly locale: Locale;
  /** Each page's title as a key (titleKey), for a one-word title its index term, its words and its section's as terms. */
  private readonly titles = new Map<
    number,
    { key: string; term: string | null; section: Set<string>; terms: Set<string> }
  >();
  /** Sections headed by one identifier (a config option: `windowSize`), by its key (titleKey). */
  private readonly namedSections = new Map<string, number[]>();

  constructor(serialized: SerializedSearchIndex) {
    this.records = expandRecords(serialized.pages);
    this.locale = serialized.locale;
    this.index = loadIndex(serialized.index);
    let page = 0;
    this.pageRecord = this.records.map((record) => (record.type === "lvl1" ? (page = record.id) : page));
    this.pageCount = new Set(this.pageRecord).size;
    for (const record of this.records) {
      if (record.type !== "lvl1") {
        const heading = record.hierarchy[record.type] ?? "";
        if (isCodeName(heading)) {
          const key = titleKey(heading);
          this.namedSections.set(key, [...(this.namedSections.get(key) ?? []), record.id]);
        }
        continue;
      }
      const title = record.hierarchy.lvl1;
      this.titles.set(record.id, {
        key: titleKey(title),
        term: queryWords(title).length === 1 ? term(title) : null,
        // Its breadcrumb's words and its URL's folders: `mock` for commands/mock/restore in either locale.
        section: new Set(
          [...queryWords(record.hierarchy.lvl0 ?? ""), ...record.url.split("/").filter(Boolean).slice(0, -1)].flatMap(
            (word) => term(word) ?? [],
          ),
        ),
        terms: new Set(queryWords(title).flatMap((word) => term(word) ?? [])),
      });
    }
  }

  search(query: string, options: { facetFilters?: FacetFilters; limit?: number } = {}): SearchResponse {
    const { response, complete } = this.searchAsTyped(query, options);
    // A query that no record matches whole may have been typed with the wrong keyboard layout on: "gjkt d ajrect"
    // finds the pages with the letter "d" («в»). Switched, every word must be found as typed: nonsense in the other
    // layout is often a few typos from some word, or has one.
    const switched = complete ? null : otherLayout(query);
    if (switched === null) return response;
    const retyped = this.searchAsTyped(switched, options, true).response;
    return retyped.nbHits > 0 || response.nbHits === 0 ? { ...retyped, layoutSwitchedQuery: switched } : response;
  }

  private searchAsTyped(
    query: string,
    { facetFilters = [], limit = 20 }: { facetFilters?: FacetFilters; limit?: number },
    switchedLayout = false,
  ): { response: SearchResponse; complete: boolean } {
    const words = queryWords(withoutUnknownErrorClass(query, (name) => this.isIndexTerm(name, facetFilters)));
    const found = this.findWords(words, facetFilters, switchedLayout);
    if (found === null) return { response: { hits: [], nbHits: 0 }, complete: false };
    const { pages, complete } = this.orderPages(query, words, found, switchedLayout);
    return {
      response: { hits: pages.slice(0, limit).flatMap((group) => this.toHits(group, words)), nbHits: pages.length },
      complete,
    };
  }

  /**
   * Searches for the query's words, then again for those that found nothing or only through a typo, read as they were
   * likely meant. Null when no word is left to search for.
   */
  private findWords(words: string[], facetFilters: FacetFilters, switchedLayout: boolean): FoundWords | null {
    const typos = switchedLayout ? 0 : 1;
    const isLast = (i: number) => i === words.length - 1;
    // A word repeated in another form («скрипт … скриптов») is one word of the query, not two.
    const stems = words.map((word) => term(word));
    const frameVerb = frameVerbIndex(words);
    let queries = words.map((word, i) =>
      stems.indexOf(stems[i]) < i || i === frameVerb ? null : wordQuery(word, isLast(i), this.locale, typos),
    );
    if (queries.every((wq) => wq === null)) return null;
    const options: SearchOptions = {
      boost: FIELD_BOOSTS,
      // A typo-forgiving match counts for less than MiniSearch's default (0.45): "setCookies" is not "getCookies".
      weights: { fuzzy: 0.3, prefix: 0.375 },
      // The words of the query are already terms (wordQuery).
      tokenize: (text) => [text],
      processTerm: (text) => text,
      boostDocument: (id: number) => (this.isBlog(this.records[id]) ? BLOG_BOOST : 1),
      filter: (result) => matchesFacets(this.records[result.id as number], facetFilters),
    };
    // A dotted name no heading or keywords have ("browser.url") is left to its words: otherwise no record would have
    // every word of the query.
    queries = queries.map((wq, i) =>
      wq !== null &&
      words[i].includes(".") &&
      this.index.search(words[i].toLowerCase(), { ...options, fuzzy: false, prefix: isLast(i) }).length === 0
        ? null
        : wq,
    );
    if (queries.every((wq) => wq === null)) return null;
    const run = (list: (WordQuery | null)[]) =>
      this.index.search({ combineWith: "OR", queries: list.flatMap((wq) => wq?.query ?? []) }, options);
    let results = run(queries);
    const unfound = (wq: WordQuery) => !results.some((result) => found(wq, result));
    // Each pass below changes some words' queries and, if it changed any, runs the search again.
    const pass = (next: (WordQuery | null)[]) => {
      if (next.every((wq, i) => wq === queries[i])) return;
      queries = next;
      results = run(queries);
    };
    // Words found only through a typo: they count as typos below, whatever they are read as.
    const corrected = new Set<WordQuery>();
    // A word of seven letters or more that found nothing is tried again with two typos, one of three to six letters
    // with two neighbours swapped.
    pass(
      queries.map((wq, i) => {
        const swapOnly = isSwapLength(words[i]);
        if (wq === null || typos === 0 || !(words[i].length >= TWO_TYPOS_MIN_LENGTH || swapOnly) || !unfound(wq))
          return wq;
        const again = wordQuery(words[i], isLast(i), this.locale, 2);
        if (again !== null && swapOnly) corrected.add(again);
        return again;
      }),
    );
    // An identifier that still finds nothing is looked for by its parts.
    pass(
      queries.map((wq, i) =>
        wq !== null && typos > 0 && isIdentifier(words[i]) && unfound(wq)
          ? (partsQuery(words[i], isLast(i), this.locale) ?? wq)
          : wq,
      ),
    );
    // A word found only through a typo ("отлдака") is read as the index terms it most likely means (отладк) and searched
    // for as if typed so, with their synonyms and roots at full weight; otherwise the query's other, common words
    // decide alone. It still counts as a typo below: nonsense must not find pages through it.
    // What a mistyped word most likely means, judged by the word as typed: two neighbours swapped that make a term of
    // the index ("pasue" is pause, which one typo reads as pass or past), or, for a Latin word, the terms one edit
    // from it as typed, since a typo can change the stem ("headles" stems to headl, three edits from headless).
    // Null when neither finds a term: then the terms one edit from its stem among those the search matched.
    const typedNear = (word: string): string[] | null => {
      const swapped = isSwapLength(word)
        ? [...new Set(neighboursSwapped(word).filter((swap) => this.isIndexTerm(swap, facetFilters)))]
        : [];
      if (swapped.length > 0) return swapped;
      const typed = word.toLowerCase();
      if (CYRILLIC.test(typed)) return null;
      const near = likeliestTerms(typed, this.index.search(typed, { ...options, fuzzy: 1, prefix: false }));
      return near.length > 0 ? near : null;
    };
    const foundAsTyped = (wq: WordQuery) =>
      results.some((result) => result.terms.some((matched) => wq.alternatives.some((alt) => matched.startsWith(alt))));
    pass(
      queries.map((wq, i) => {
        if (wq === null || typos === 0 || foundAsTyped(wq) || unfound(wq)) return wq;
        const candidates = typedNear(words[i]) ?? likeliestTerms(term(words[i]) ?? "", results);
        const meant = candidates.flatMap(
          (candidate) => wordQuery(candidate, isLast(i), this.locale, 0, candidate) ?? [],
        );
        if (meant.length === 0) return wq;
        const correction: WordQuery = {
          alternatives: meant.flatMap((candidate) => candidate.alternatives),
          query: { combineWith: "OR", queries: meant.map((candidate) => candidate.query) },
        };
        corrected.add(correction);
        return correction;
      }),
    );
    if (this.pageCount >= COMMON_WORD_MIN_PAGES && queries.filter((wq) => wq !== null).length > 1) {
      const pagesWith = (wq: WordQuery) =>
        new Set(results.filter((result) => found(wq, result)).map((result) => this.pageRecord[result.id as number]))
          .size;
      const isCommon = queries.map((wq) => wq !== null && pagesWith(wq) > COMMON_WORD_SHARE * this.pageCount);
      if (isCommon.some((common, i) => !common && queries[i] !== null))
        pass(
          queries.map((wq, i) =>
            wq !== null && isCommon[i]
              ? { ...wq, query: { combineWith: "OR", queries: [wq.query], boostTerm: () => COMMON_WORD_WEIGHT } }
              : wq,
          ),
        );
    }
    return { queries, results, corrected };
  }

  /** The pages of the results, best first: see the comments below for the order. */
  private orderPages(
    query: string,
    words: string[],
    { queries, results, corrected }: FoundWords,
    switchedLayout: boolean,
  ): { pages: PageGroup[]; complete: boolean } {
    // AND-first: records that have every word of the query (or all but one in four), then those that have some,
    // each part in MiniSearch's order. One OR search gives both: its results name the query terms they matched.
    // A record found only through a typo in one of the words is left out of the second part.
    const present = queries.flatMap((wq) => wq ?? []);
    const typedRight = present.filter((wq) => !corrected.has(wq));
    const asTypedIn = (wq: WordQuery, result: SearchResult) =>
      result.terms.some((matched) => wq.alternatives.some((alt) => matched.startsWith(alt)));
    const asTyped = (result: SearchResult) => typedRight.some((wq) => asTypedIn(wq, result));
    // A word that some records have as typed counts only in those: "stale element reference" must not put the pages
    // about a screenshot's state and its reference first, with "stale" read as a typo of "state".
    const typedSomewhere = new Set(typedRight.filter((wq) => results.some((result) => asTypedIn(wq, result))));
    const has = (wq: WordQuery, result: SearchResult) =>
      typedSomewhere.has(wq) ? asTypedIn(wq, result) : found(wq, result);
    // How many of the query's words each result lacks, counted once: this runs on every keystroke.
    const lacking = results.map((result) => present.filter((wq) => !has(wq, result)).length);
    // Where no record has every word, there is no first part: all are in MiniSearch's order.
    const mayLack = lacking.includes(0) ? Math.floor(present.length / WORDS_PER_MISSING) : -1;
    // A hyphenated name typed whole ("--keep-browser-on-fail", "list-tests") or an identifier ("browser.getByRole is not
    // a function") may not be the word a result lacks: it is what the query is about, its neighbours are common words.
    const joined = new Set([...joinedCompounds(query), ...dottedNames(query)].map((name) => name.toLowerCase()));
    const isJoined = (word: string) => joined.has(word.toLowerCase());
    const required = queries.filter(
      (wq, i): wq is WordQuery => wq !== null && (isJoined(words[i]) || isIdentifier(words[i])),
    );
    const hasRequired = (result: SearchResult) => required.every((wq) => found(wq, result));
    // Where no record has every word, those with the names typed lead in a short query ("nextElementSibling в
    // testplane"); in a longer one the name is more often a detail of the question than its subject.
    const leadByName = !lacking.includes(0) && required.length > 0 && present.length <= LEAD_BY_NAME_MAX_WORDS;
    const first = results.map(
      (result, i) =>
        lacking[i] === 0 ||
        (lacking[i] <= mayLack && asTyped(result) && hasRequired(result)) ||
        (leadByName && hasRequired(result)),
    );
    const every = results.filter((_, i) => first[i]);
    const some =
      switchedLayout || every.length === results.length
        ? []
        : results.filter((result, i) => !first[i] && asTyped(result));
    // A page titled exactly what was typed (a command typed as words, or by its Russian name) leads.
    const typedWords = words.filter((word) => !isJoined(word));
    const typed = titleKey(typedWords.join(""));
    // The same in another form of its last word: "set cookie" names `setCookies`.
    const typedTerm = typedWords.length > 1 ? term(typedWords.join("")) : null;
    // Stop words aside: "what are sets" names the page "Sets".
    const meaningful = queries.filter((wq) => wq !== null);
    const named = meaningful.length === 1 ? meaningful[0].alternatives : [];
    // A method called on an object, typed as code ("mock.restore в afterEach", "browser.action pointer wheel"): the
    // object's section and the method's title name a page, whatever the other words.
    const wordQueryOf = (word: string) => queries[words.findIndex((typedWord) => typedWord === word)] ?? null;
    const calls = [...query.matchAll(METHOD_CALL)].flatMap(([, object, method]) => {
      const objectQuery = wordQueryOf(object);
      const methodQuery = wordQueryOf(method);
      return objectQuery === null || methodQuery === null ? [] : [{ objectQuery, method, methodQuery }];
    });
    const isTitled = (group: PageGroup) => {
      const title = this.titles.get(group.page);
      if (title === undefined) return false;
      const titledByCall = calls.some(
        ({ objectQuery, method, methodQuery }) =>
          objectQuery.alternatives.some((alt) => title.section.has(alt)) &&
          (titleKey(method) === title.key || (title.term !== null && methodQuery.alternatives.includes(title.term))),
      );
      // The page's section named beside its title: "mock respond once" names `respondOnce` of the mock's commands.
      const beyondSection = typedWords.filter((word) => !title.section.has(term(word) ?? ""));
      const titledInSection =
        beyondSection.length > 0 &&
        beyondSection.length < typedWords.length &&
        titleKey(beyondSection.join("")) === title.key;
      // A title of several words that are the query's, stop words and forms aside: "debug a test" names "How to debug a
      // test", «отладка теста» names «Как отлаживать тест».
      const titledInWords =
        title.terms.size > 1 &&
        meaningful.length === title.terms.size &&
        meaningful.every((wq) => wq.alternatives.some((alt) => title.terms.has(alt))) &&
        [...title.terms].every((titleTerm) => meaningful.some((wq) => wq.alternatives.includes(titleTerm)));
      return (
        title.key === typed ||
        titledInSection ||
        titledInWords ||
        titledByCall ||
        (title.term !== null && (named.includes(title.term) || title.term === typedTerm))
      );
    };
    const grouped = this.groupByPage([...every, ...some]);
    // Judged once per page: isTitled tries four rules, and this runs on every keystroke.
    const titled = new Set(grouped.filter(isTitled));
    const headed = this.headedByName(words, results, grouped, titled);
    return {
      // Pages titled alike (`assertView` of the browser and of an element) in the order of how many pages link to them.
      pages: [
        ...[...titled].sort((a, b) => this.inboundLinks(b.page) - this.inboundLinks(a.page)),
        ...headed,
        ...grouped.filter((group) => !titled.has(group) && !headed.includes(group)),
      ],
      complete: lacking.includes(0),
    };
  }

  /**
   * Where a query is a code name and words saying it fails ("windowSize не работает", "retry not working"), the pages
   * with a section headed by that name, that section first, not a page that happens to have both words. Titled pages
   * lead.
   */
  private headedByName(
    words: string[],
    results: SearchResult[],
    grouped: PageGroup[],
    titled: Set<PageGroup>,
  ): PageGroup[] {
    const named = words.filter((word) => isCodeName(word) && this.namedSections.has(titleKey(word)));
    const others = words.filter((word) => !named.includes(word)).map((word) => word.toLowerCase());
    const saysItFails = others.some((word) => FAILING.has(word)) && others.every((word) => SYMPTOM_WORDS.has(word));
    if (named.length === 0 || !saysItFails) return [];
    const found = new Map(results.map((result) => [result.id as number, result]));
    const sections = named
      .flatMap((word) => this.namedSections.get(titleKey(word)) ?? [])
      .filter((id) => found.has(id));
    const headed: PageGroup[] = [];
    for (const id of sections.sort(
      (a, b) => this.inboundLinks(this.pageRecord[b]) - this.inboundLinks(this.pageRecord[a]),
    )) {
      const page = this.pageRecord[id];
      const group = grouped.find((candidate) => candidate.page === page) ?? {
        page,
        sections: [],
        terms: new Set(found.get(id)!.terms),
      };
      if (titled.has(group) || headed.includes(group)) continue;
      group.sections = [id, ...group.sections.filter((section) => section !== id)].slice(0, SECTIONS_PER_PAGE);
      headed.push(group);
    }
    return headed;
  }

  /** Whether a record within the facets has this exact term (a lowercased word, not stemmed again). */
  private isIndexTerm(term: string, facetFilters: FacetFilters): boolean {
    return (
      this.index.search(term, {
        tokenize: (text) => [text],
        processTerm: (text) => text,
        fuzzy: false,
        prefix: false,
        filter: (result) => matchesFacets(this.records[result.id as number], facetFilters),
      }).length > 0
    );
  }

  private inboundLinks(page: number): number {
    return this.records[page]?.inboundLinks ?? 0;
  }

  private isBlog(record: SearchRecord | undefined): boolean {
    return record !== undefined && !record.docusaurus_tag.some((tag) => tag.startsWith("docs-"));
  }

  /** Results per page, in the order of each page's best result; under each, its best sections. */
  private groupByPage(results: SearchResult[]): PageGroup[] {
    const groups = new Map<number, PageGroup>();
    for (const result of results) {
      const id = result.id as number;
      const page = this.pageRecord[id];
      const group = groups.get(page) ?? { page, sections: [], terms: new Set<string>() };
      groups.set(page, group);
      result.terms.forEach((matched) => group.terms.add(matched));
      if (id !== page && group.sections.length < SECTIONS_PER_PAGE && !group.sections.includes(id)) {
        group.sections.push(id);
      }
    }
    return [...groups.values()];
  }

  private toHits({ page, sections, terms }: PageGroup, words: string[]) {
    const matched = [...terms];
    return [page, ...sections].map((id) => toHit(this.records[id], matched, words));
  }
}

/** Edit distance (insertions, deletions, substitutions, two neighbours swapped), for the few terms a typo matched. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = [Array.from({ length: b.length + 1 }, (_, j) => j)];
  for (let i = 1; i <= a.length; i++) {
    rows[i] = [i];
    for (let j = 1; j <= b.length; j++) {
      rows[i][j] = Math.min(
        rows[i - 1][j] + 1,
        rows[i][j - 1] + 1,
        rows[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/**
 * The index terms the results matched that are one edit from a mistyped term (two swapped letters are one edit here).
 * Two edits from a word of six letters are as likely another word as a typo («дотика» → достига, дописа).
 */
function likeliestTerms(mistyped: string, results: SearchResult[]): string[] {
  const matched = new Set(results.flatMap((result) => result.terms));
  return [...matched].filter((candidate) => editDistance(mistyped, candidate) === 1);
}

function toHit(record: SearchRecord, terms: string[], words: string[]): SearchHit {
  const lowerWords = words.map((word) => word.toLowerCase());
  const hierarchyHighlight: Record<string, HighlightResult> = {};
  for (const [level, text] of Object.entries(record.hierarchy)) {
    if (text) hierarchyHighlight[level] = highlight(text, terms, lowerWords);
  }
  const [urlWithoutAnchor = record.url, anchor = null] = record.url.split("#");
  const { id, ...fields } = record;
  return {
    ...fields,
    objectID: String(id),
    url_without_anchor: urlWithoutAnchor,
    anchor,
    _highlightResult: { hierarchy: hierarchyHighlight, content: highlight(record.content, terms, lowerWords) },
    _snippetResult: { hierarchy: hierarchyHighlight, content: snippet(record.content, terms, lowerWords) },
  };
}
