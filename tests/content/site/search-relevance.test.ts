import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, measureRelevance, relevanceQueries } from "../../../scripts/searchRelevance";

const build = resolve(__dirname, "../../../build");
/** Just under the figures measured when the engine was chosen: relevance may not silently get worse. */
const floors = JSON.parse(readFileSync(resolve(__dirname, "../../../bench/relevance/floors.json"), "utf8")) as Record<
  string,
  { top1: number; top3: number; mrr: number }
>;

describe("search relevance on the built site", () => {
  const scores = measureRelevance(build);

  it.each(LOCALES)("has at least 60 queries for $locale, each expecting a page the build has", ({ locale }) => {
    const queries = relevanceQueries(locale);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    const missing = queries
      .flatMap(({ expect: page, also = [] }) => (page === null ? also : [page, ...also]))
      .filter((page) => !existsSync(join(build, page, "index.html")));
    expect(missing).toEqual([]);
  });

  it.each(LOCALES)("ranks the expected pages at least as well as the floors ($locale)", ({ locale }) => {
    const score = scores.find((candidate) => candidate.locale === locale);
    expect(score, `no search index for ${locale} in ${build}`).toBeDefined();
    const { top1, top3, mrr } = score!;
    const floor = floors[locale]!;
    expect(
      { top1: top1 >= floor.top1, top3: top3 >= floor.top3, mrr: mrr >= floor.mrr },
      JSON.stringify(score),
    ).toEqual({
      top1: true,
      top3: true,
      mrr: true,
    });
  });
});
