/**
 * Search relevance over bench/relevance/<locale>.json: queries typed the way readers type them,
 * each with the page that should come first and the pages that are as good. The engine answers
 * from the index the build wrote (build/[ru/]search-index.json), with the facet filters the
 * navbar's modal uses. Figures per locale: top-1 and top-3 (share of queries whose expected page,
 * or an alternative, is first or among the first three pages; for a query that should find
 * nothing, an empty answer) and MRR (mean of 1 / the rank of the first right page).
 */
import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { contextualFacetFilters } from "../plugins/local-search/client/facetFilters";
import { SearchEngine } from "../plugins/local-search/client/searchEngine";
import type { SerializedSearchIndex } from "../plugins/local-search/types";
import type { Locale } from "../plugins/local-search/text";

export interface RelevanceQuery {
  query: string;
  /** task, identifier, crossLanguage, wordForm, typo, blog or nothing: what the query tests. */
  kind: string;
  /** Page path with the locale prefix, or null when nothing should be found. */
  expect: string | null;
  also?: string[];
}

export interface RelevanceScore {
  locale: Locale;
  queries: number;
  top1: number;
  top3: number;
  mrr: number;
  /** Queries whose right page is not first: what came instead. */
  misses: { query: string; expected: string | null; rank: number | null; got: string[] }[];
}

const repoRoot = resolve(__dirname, "..");
export const LOCALES: { locale: Locale; prefix: string }[] = [
  { locale: "en", prefix: "" },
  { locale: "ru", prefix: "/ru" },
];

/**
 * The benchmark's queries, or with `holdout` the second set (<locale>.holdout.json): queries written to check that
 * a change helps beyond the queries it was tuned on. Never tune against it; a query that prompts a change moves to
 * the benchmark.
 */
export function relevanceQueries(locale: Locale, holdout = false): RelevanceQuery[] {
  const file = `${locale}${holdout ? ".holdout" : ""}.json`;
  return JSON.parse(readFileSync(join(repoRoot, "bench/relevance", file), "utf8")) as RelevanceQuery[];
}

/** Scores a search function that returns page paths, best first. */
function scoreRelevance(
  locale: Locale,
  queries: RelevanceQuery[],
  search: (query: string) => string[],
): RelevanceScore {
  let top1 = 0;
  let top3 = 0;
  let reciprocal = 0;
  const misses: RelevanceScore["misses"] = [];
  for (const { query, expect, also = [] } of queries) {
    const pages = search(query);
    let rank: number | null;
    if (expect === null) rank = pages.length === 0 ? 1 : null;
    else {
      const index = pages.findIndex((page) => page === expect || also.includes(page));
      rank = index === -1 ? null : index + 1;
    }
    if (rank === 1) top1++;
    if (rank !== null && rank <= 3) top3++;
    if (rank !== null) reciprocal += 1 / rank;
    if (rank !== 1) misses.push({ query, expected: expect, rank, got: pages.slice(0, 3) });
  }
  const share = (count: number) => Math.round((count / queries.length) * 1000) / 1000;
  return { locale, queries: queries.length, top1: share(top1), top3: share(top3), mrr: share(reciprocal), misses };
}

/** Page paths the engine ranks for a query, as the navbar's modal asks for them (docs of the version and the blog). */
function engineSearch(engine: SearchEngine, locale: Locale): (query: string) => string[] {
  // The tags of a page of the current docs version: the blog's and the pages' "default", and the version's own.
  const facetFilters = contextualFacetFilters(locale, ["default", "docs-default-current"]);
  return (query) => {
    const { hits } = engine.search(query, { facetFilters, limit: 10 });
    return [...new Set(hits.map((hit) => hit.url_without_anchor))];
  };
}

/** Relevance of the embedded search on a build, per locale present in it. */
export function measureRelevance(buildDir = join(repoRoot, "build"), holdout = false): RelevanceScore[] {
  return LOCALES.flatMap(({ locale, prefix }) => {
    const file = join(buildDir, prefix, "search-index.json");
    if (!existsSync(file)) return [];
    const engine = new SearchEngine(JSON.parse(readFileSync(file, "utf8")) as SerializedSearchIndex);
    return [scoreRelevance(locale, relevanceQueries(locale, holdout), engineSearch(engine, locale))];
  });
}

function printRelevance(scores: RelevanceScore[], { verbose = false } = {}): void {
  for (const { locale, queries, top1, top3, mrr, misses } of scores) {
    const percent = (value: number) => `${(value * 100).toFixed(1)} %`;
    console.log(`${locale}: ${queries} queries, top-1 ${percent(top1)}, top-3 ${percent(top3)}, MRR ${mrr.toFixed(3)}`);
    if (!verbose) continue;
    for (const miss of misses) {
      console.log(
        `  ${miss.rank ?? "–"}  ${miss.query}  → ${miss.expected ?? "nothing"}; got ${miss.got.join(", ") || "nothing"}`,
      );
    }
  }
}

if (require.main === module) {
  const buildDir = process.argv.find((arg, i) => i > 1 && !arg.startsWith("--"));
  const holdout = process.argv.includes("--holdout");
  printRelevance(measureRelevance(buildDir ? resolve(buildDir) : undefined, holdout), {
    verbose: process.argv.includes("--misses"),
  });
}
