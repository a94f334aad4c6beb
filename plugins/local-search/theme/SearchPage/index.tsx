import React, { useEffect, useState, type ReactNode } from "react";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import Link from "@docusaurus/Link";
import { PageMetadata, usePluralForm } from "@docusaurus/theme-common";
import { useHistory, useLocation } from "@docusaurus/router";
import Translate, { translate } from "@docusaurus/Translate";
import { usePluginData } from "@docusaurus/useGlobalData";
import useIsBrowser from "@docusaurus/useIsBrowser";
import type { LocalSearchGlobalData } from "../..";
import { loadSearchEngine } from "../../client/loadSearchEngine";
import type { FacetFilters } from "../../client/facetFilters";
import type { SearchHit } from "../../client/searchEngine";
import searchTranslations from "@theme/SearchTranslations";
import { missingResultsUrl } from "../../client/missingResultsUrl";
import { useContextualFacetFilters } from "../../client/useContextualFacetFilters";
import styles from "./styles.module.css";

/** Pages listed, each with up to three sections: enough to scan, few enough to Tab through. */
const RESULT_PAGES = 50;

/** The outcome of searching for `query`; a state for another query means the search is still running. */
type Outcome = { query: string; hits: SearchHit[]; layoutSwitchedQuery?: string } | { query: string; failed: true };

interface PageGroup {
  url: string;
  title: SearchHit;
  sections: SearchHit[];
}

/** Hits of one page together, in the order of the page's best hit. */
function groupByPage(hits: SearchHit[]): PageGroup[] {
  const groups = new Map<string, PageGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.url_without_anchor) ?? { url: hit.url_without_anchor, title: hit, sections: [] };
    if (hit.type === "lvl1") group.title = hit;
    else group.sections.push(hit);
    groups.set(hit.url_without_anchor, group);
  }
  return [...groups.values()];
}

/** Highlighted values are HTML-escaped by the engine; only its <mark> tags are markup. */
function Highlighted({ html, className }: { html: string; className?: string }): ReactNode {
  return <span className={className} dangerouslySetInnerHTML={{ __html: html }} />;
}

function sectionPath(hit: SearchHit): string {
  const levels = ["lvl2", "lvl3", "lvl4"] as const;
  return levels
    .map((level) => hit._highlightResult.hierarchy[level]?.value)
    .filter(Boolean)
    .join(" › ");
}

function Results({
  query,
  outcome,
  newIssueUrl,
}: {
  query: string;
  outcome: Outcome | undefined;
  newIssueUrl: string;
}): ReactNode {
  // The theme types every string as optional, for DocSearch v3 and v4 alike; it defines all of these.
  const { errorScreen = {}, noResultsScreen = {} } = searchTranslations.modal ?? {};
  const { selectMessage } = usePluralForm();
  if (query.trim() === "") return null;
  if (outcome?.query !== query) {
    // The same live region as the count below, so screen readers hear the count replace this line.
    return (
      <p className={styles.count} aria-live="polite">
        {translate({ id: "theme.SearchPage.fetchingNewResults", message: "Fetching new results..." })}
      </p>
    );
  }
  if ("failed" in outcome) {
    return (
      <div role="alert" className={styles.message}>
        <p className={styles.messageTitle}>{errorScreen.titleText}</p>
        <p>{errorScreen.helpText}</p>
      </div>
    );
  }
  if (outcome.hits.length === 0) {
    return (
      <div className={styles.message}>
        <p className={styles.messageTitle}>
          <Translate
            id="theme.SearchPage.noResultsForQuery"
            description="The title of the search page when nothing matches; {text} is the theme's 'No results for'"
            values={{ text: noResultsScreen.noResultsText, query: <strong>{query}</strong> }}
          >
            {"{text} “{query}”"}
          </Translate>
        </p>
        <p>
          {noResultsScreen.reportMissingResultsText}{" "}
          <Link href={missingResultsUrl(newIssueUrl, query)}>{noResultsScreen.reportMissingResultsLinkText}</Link>
        </p>
      </div>
    );
  }
  const groups = groupByPage(outcome.hits);
  return (
    <>
      {outcome.layoutSwitchedQuery && (
        <p className={styles.hint}>
          <Translate
            id="search.layoutSwitched"
            description="Above the results when the query was typed with the wrong keyboard layout and retyped"
            values={{ query: <strong>{outcome.layoutSwitchedQuery}</strong> }}
          >
            {"Showing results for {query}: the query seems to be typed with another keyboard layout on."}
          </Translate>
        </p>
      )}
      <p className={styles.count} aria-live="polite">
        {selectMessage(
          groups.length,
          translate(
            { id: "theme.SearchPage.documentsFound.plurals", message: "One document found|{count} documents found" },
            { count: groups.length },
          ),
        )}
      </p>
      <ol className={styles.results}>
        {groups.map(({ url, title, sections }) => (
          <li key={url} className={styles.result}>
            <Link to={url} className={styles.resultTitle}>
              <Highlighted html={title._highlightResult.hierarchy.lvl1?.value ?? ""} />
            </Link>
            <p className={styles.breadcrumbs}>
              <Highlighted html={title._highlightResult.hierarchy.lvl0?.value ?? ""} />
            </p>
            {title.type === "lvl1" && title._snippetResult.content.value && (
              <p className={styles.snippet}>
                <Highlighted html={title._snippetResult.content.value} />
              </p>
            )}
            {sections.length > 0 && (
              <ul className={styles.sections}>
                {sections.map((hit) => (
                  <li key={hit.objectID}>
                    <Link to={hit.url}>
                      <Highlighted html={sectionPath(hit)} />
                    </Link>
                    {hit._snippetResult.content.value && (
                      <p className={styles.snippet}>
                        <Highlighted html={hit._snippetResult.content.value} />
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function SearchPageContent(): ReactNode {
  const { indexUrl, newIssueUrl } = usePluginData("local-search") as LocalSearchGlobalData;
  const facetFilters = useContextualFacetFilters();
  const location = useLocation();
  const history = useHistory();
  // The page is pre-rendered without a query: the URL's `q` is read once the page runs in the browser.
  const query = useIsBrowser() ? (new URLSearchParams(location.search).get("q") ?? "") : "";
  const [outcome, setOutcome] = useState<Outcome>();
  const filtersKey = JSON.stringify(facetFilters);

  const setQuery = (next: string) => {
    const params = new URLSearchParams(location.search);
    if (next) params.set("q", next);
    else params.delete("q");
    const search = params.toString();
    history.replace({ ...location, search: search ? `?${search}` : "" });
  };

  useEffect(() => {
    if (query.trim() === "") return undefined;
    let current = true;
    loadSearchEngine(indexUrl)
      .then((engine) =>
        engine.search(query, { facetFilters: JSON.parse(filtersKey) as FacetFilters, limit: RESULT_PAGES }),
      )
      .then(
        ({ hits, layoutSwitchedQuery }) => current && setOutcome({ query, hits, layoutSwitchedQuery }),
        () => current && setOutcome({ query, failed: true }),
      );
    return () => {
      current = false;
    };
  }, [query, indexUrl, filtersKey]);

  const title = query
    ? translate({ id: "theme.SearchPage.existingResultsTitle", message: "Search results for “{query}”" }, { query })
    : translate({ id: "theme.SearchPage.emptyResultsTitle", message: "Search the documentation" });

  return (
    <>
      <PageMetadata
        title={title}
        description={translate({
          id: "theme.SearchPage.metaDescription",
          message: "Search the Testplane documentation and blog: commands, configuration options, guides and posts.",
        })}
      />
      <main className={`container margin-vert--lg ${styles.page}`}>
        <Heading as="h1">{title}</Heading>
        <p className={styles.hint}>
          <Translate id="theme.SearchPage.hint" description="Help text under the search page heading">
            Results update as you type and cover the documentation and the blog in this language.
          </Translate>{" "}
          <span className={styles.shortcutHint}>
            <Translate
              id="search.page.shortcutHint"
              description="After the search page's help text, on screens wide enough to have a keyboard"
            >
              From any page, press Ctrl+K (⌘K on a Mac) or / to search without leaving it.
            </Translate>
          </span>
        </p>
        <form className={styles.form} role="search" onSubmit={(event) => event.preventDefault()}>
          <input
            type="search"
            name="q"
            className={styles.input}
            aria-label={translate({ id: "theme.SearchPage.inputLabel", message: "Search" })}
            placeholder={searchTranslations.placeholder}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            autoComplete="off"
            autoFocus
          />
        </form>
        <Results query={query} outcome={outcome} newIssueUrl={newIssueUrl} />
      </main>
    </>
  );
}

/** The embedded search's results page: reads and updates `?q=`, groups results by page. */
export default function SearchPage(): ReactNode {
  return (
    <Layout>
      <SearchPageContent />
    </Layout>
  );
}
