import { describe, expect, it, vi } from "vitest";
import {
  buildSearchIndex,
  CONTENT_EXCERPT_LENGTH,
  extractRecords,
  ownHeading,
} from "../../plugins/local-search/indexer";
import { buildIndex, FIELD_BOOSTS, INDEX_OPTIONS, loadIndex } from "../../plugins/local-search/searchIndex";
import { rootPrefix, synonyms, term, terms, type Locale } from "../../plugins/local-search/text";
import MiniSearch from "minisearch";
import type { SearchRecord, SerializedSearchIndex } from "../../plugins/local-search/types";
import { SearchEngine, queryWords, withoutUnknownErrorClass } from "../../plugins/local-search/client/searchEngine";
import { missingResultsUrl } from "../../plugins/local-search/client/missingResultsUrl";
import { expandRecords } from "../../plugins/local-search/client/indexFile";
import { createLocalSearchClient } from "../../plugins/local-search/client/docSearchAdapter";
import { escapeHtml } from "../../plugins/shared/escapeHtml";

const labels = { docs: "Документация", blog: "Блог" };
/** What a page without keywords of its own carries (themeConfig.metadata). */
const SITE_KEYWORDS = "testplane, hermione, e2e testing";

function docPage({
  locale = "ru",
  title,
  crumbs = [] as string[],
  body,
  description = "",
  keywords = SITE_KEYWORDS,
}: {
  locale?: string;
  title: string;
  crumbs?: string[];
  body: string;
  description?: string;
  keywords?: string;
}) {
  return `<!doctype html><html lang="${locale}" class="docs-wrapper plugin-docs docs-doc-page"><head>
<meta name="docusaurus_locale" content="${locale}"><meta name="docusaurus_tag" content="docs-default-current">
<meta name="description" content="${description}"><meta name="keywords" content="${keywords}">
<title>${title} | Testplane</title></head><body>
<nav class="theme-doc-breadcrumbs"><ul class="breadcrumbs"><li class="breadcrumbs__item"><a aria-label="Главная" class="breadcrumbs__link" href="/"><svg viewBox="0 0 24 24"><path d="M10 19"/></svg></a></li>
${crumbs.map((c) => `<li class="breadcrumbs__item"><span class="breadcrumbs__link">${c}</span></li>`).join("")}
<li class="breadcrumbs__item breadcrumbs__item--active"><span>${title}</span></li></ul></nav>
<article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;
}

const assertView = docPage({
  title: "assertView",
  crumbs: ["Команды", "Браузер"],
  body: `<p>Снимает скриншот и сравнивает его с эталоном.</p>
<h2 id="parameters">Параметры<a class="hash-link" href="#parameters">\u200b</a></h2><p>Имя скриншота и селектор.</p>
<pre><code>await browser.assertView("plain", ".selector")</code></pre>
<h3 id="options">Опции</h3><ul><li>tolerance — допустимая разница</li></ul>`,
});
const browsers = docPage({
  title: "Браузеры в конфиге",
  body: `<p>Каждый браузер описывается в секции browsers.</p><h2 id="grid">Грид</h2><p>Удалённый браузер запускается в гриде.</p>`,
});
// Prose that quotes markup, as a page about XSS-safe tests would: the index holds it as text.
const markupPage = docPage({
  title: "Разметка в тексте",
  body: `<p>Пример атаки: &lt;img src=x onerror="alert(1)"&gt; и строка "quoted" 'single' в кавычках.</p>`,
});
const blogPost = `<html class="blog-wrapper blog-post-page plugin-blog"><head><meta name="docusaurus_locale" content="ru"><meta name="docusaurus_tag" content="default"></head>
<body><article><header><h1>Новый релиз</h1></header><p>Мы выпустили релиз.</p></article></body></html>`;

function recordsOf(pages: [string, string][], pageLabels = labels): SearchRecord[] {
  const records: SearchRecord[] = [];
  for (const [path, html] of pages)
    records.push(...extractRecords(html, path, pageLabels, records.length, SITE_KEYWORDS));
  return records;
}

/** The index file as the browser receives it. */
function indexFile(records: SearchRecord[], locale: Locale): SerializedSearchIndex {
  return JSON.parse(JSON.stringify(buildSearchIndex(records, locale)));
}

function engineFor(pages: [string, string][], locale: Locale = "ru"): SearchEngine {
  return new SearchEngine(indexFile(recordsOf(pages), locale));
}

describe("index builder", () => {
  const records = extractRecords(assertView, "/ru/docs/v8/commands/browser/assertView/", labels);

  it("makes one record for the page and one per h2-h4 section, with anchors", () => {
    expect(records.map((r) => [r.type, r.url])).toEqual([
      ["lvl1", "/ru/docs/v8/commands/browser/assertView/"],
      ["lvl2", "/ru/docs/v8/commands/browser/assertView/#parameters"],
      ["lvl3", "/ru/docs/v8/commands/browser/assertView/#options"],
    ]);
  });

  it("places each record in its hierarchy: breadcrumbs, page, section", () => {
    expect(records[2]?.hierarchy).toEqual({
      lvl0: "Команды › Браузер",
      lvl1: "assertView",
      lvl2: "Параметры",
      lvl3: "Опции",
      lvl4: null,
    });
  });

  it("groups a doc with no breadcrumb trail under its sidebar's navbar item, or under the docs label", () => {
    const overview = docPage({ title: "Обзор отчёта", body: `<p>Отчёт о прогоне.</p>` });
    const navbar = `<nav class="navbar"><a class="navbar__item navbar__link" href="/ru/docs/v8/">Документация</a>
<a aria-current="page" class="navbar__item navbar__link navbar__link--active" href="/ru/docs/v8/html-reporter/overview/">UI</a></nav>`;
    const inSidebar = overview.replace("<body>", `<body>${navbar}`);
    expect(extractRecords(inSidebar, "/ru/docs/v8/html-reporter/overview/", labels)[0]?.hierarchy.lvl0).toBe("UI");
    expect(extractRecords(overview, "/ru/docs/v8/overview/", labels)[0]?.hierarchy.lvl0).toBe("Документация");
  });

  it("keeps prose, drops code blocks and heading anchors", () => {
    expect(records[1]?.content).toBe("Имя скриншота и селектор.");
    expect(records[1]?.hierarchy.lvl2).toBe("Параметры");
  });

  it("ends a list item or table cell without punctuation with a separator, so that a snippet's items stay apart", () => {
    const [, section] = extractRecords(
      docPage({
        title: "Команды",
        body: `<h2 id="list">Список</h2><ul><li>saveScreenshot — снимок окна</li><li>moveCursorTo — курсор.</li></ul><table><tr><th>Имя</th><th>Тип</th></tr></table>`,
      }),
      "/ru/docs/v8/commands/",
      labels,
    );
    expect(section?.content).toBe("saveScreenshot — снимок окна · moveCursorTo — курсор. Имя · Тип ·");
  });

  it("indexes the bold leads of a long section's entries past its indexed length, and not its other text there", () => {
    const filler = "<p>Текст раздела без особых примет.</p>".repeat(60);
    const [, section] = extractRecords(
      docPage({
        title: "Локальные браузеры",
        body: `<h2 id="troubleshooting">Если что-то не работает</h2>${filler}<p><strong>Unable to connect to the grid.</strong> Хвост записи.</p>`,
      }),
      "/ru/docs/v8/guides/local-browsers/",
      labels,
    );
    expect(section?.content).toContain("Unable to connect to the grid.");
    expect(section?.content).not.toContain("Хвост записи");
  });

  it("tags records with the page's locale and docs version, blog posts with the default tag", () => {
    expect(records[0]).toMatchObject({ language: "ru", docusaurus_tag: ["docs-default-current"] });
    const [post] = extractRecords(blogPost, "/ru/blog/release/", labels);
    expect(post).toMatchObject({
      type: "lvl1",
      docusaurus_tag: ["default"],
      hierarchy: { lvl0: "Блог", lvl1: "Новый релиз" },
    });
  });

  it("indexes the page's summary (meta description) on its own record, and does not ship it", () => {
    const page = docPage({
      title: "moveTo",
      description: "Наводит указатель мыши на элемент, чтобы проверить эффекты hover.",
      body: `<p>Команда двигает мышь.</p><h2 id="offsets">Смещения</h2><p>От центра элемента.</p>`,
    });
    const pageRecords = recordsOf([
      ["/ru/docs/v8/commands/element/moveTo/", page],
      ["/ru/docs/v8/config/browsers/", browsers],
    ]);
    expect(pageRecords.map((record) => record.description)).toEqual([
      "Наводит указатель мыши на элемент, чтобы проверить эффекты hover.",
      undefined,
      "",
      undefined,
    ]);
    const file = indexFile(pageRecords, "ru");
    expect(new SearchEngine(file).search("эффекты hover").hits[0]?.url).toBe("/ru/docs/v8/commands/element/moveTo/");
    expect(JSON.stringify(file.pages)).not.toContain("эффекты");
  });

  it("indexes the page's own keywords with its summary, not the site's, and does not ship them", () => {
    const page = docPage({
      title: "addValue",
      keywords: "допечатать в инпут, дописать текст",
      body: `<p>Добавляет строку к значению поля.</p>`,
    });
    const records = recordsOf([
      ["/ru/docs/v8/commands/element/addValue/", page],
      ["/ru/docs/v8/config/browsers/", browsers],
    ]);
    expect(records.filter((record) => record.type === "lvl1").map((record) => record.keywords)).toEqual([
      "допечатать в инпут, дописать текст",
      "",
    ]);
    const file = indexFile(records, "ru");
    expect(new SearchEngine(file).search("допечатать").hits[0]?.url).toBe("/ru/docs/v8/commands/element/addValue/");
    expect(new SearchEngine(file).search("hermione").nbHits).toBe(0);
    expect(JSON.stringify(file.pages)).not.toContain("допечатать");
  });

  it("ignores pages that are neither docs nor blog posts", () => {
    expect(
      extractRecords(`<html class="plugin-pages"><body><main><h1>Лендинг</h1></main></body></html>`, "/ru/", labels),
    ).toEqual([]);
  });
});

describe("search engine", () => {
  const engine = engineFor([
    ["/ru/docs/v8/commands/browser/assertView/", assertView],
    ["/ru/docs/v8/config/browsers/", browsers],
    ["/ru/blog/release/", blogPost],
    ["/ru/docs/v8/markup/", markupPage],
  ]);
  const urls = (query: string) => engine.search(query).hits.map((hit) => hit.url);
  /** The highlighted titles and snippets that hold a tag other than the engine's own <mark>. */
  const withMarkup = (hits: ReturnType<typeof engine.search>["hits"]) =>
    hits
      .map((hit) => JSON.stringify([hit._highlightResult, hit._snippetResult]).replace(/<\/?mark>/g, ""))
      .filter((html) => /<[a-z]/i.test(html));

  it("finds Russian words in other forms", () => {
    expect(urls("браузеры")).toContain("/ru/docs/v8/config/browsers/");
    expect(urls("скриншотов")).toContain("/ru/docs/v8/commands/browser/assertView/");
    expect(urls("эталоны")).toContain("/ru/docs/v8/commands/browser/assertView/");
  });

  it("treats the word being typed as a prefix", () => {
    expect(urls("скрин")).toContain("/ru/docs/v8/commands/browser/assertView/");
    expect(urls("assertVi")).toContain("/ru/docs/v8/commands/browser/assertView/");
  });

  it("highlights matches in escaped text", () => {
    const [hit] = engine.search("браузеры").hits;
    expect(JSON.stringify(hit?._highlightResult)).toContain("<mark>");
    expect(hit?._snippetResult.content.value).toMatch(/<mark>браузер/i);
  });

  it("applies facet filters for language and docs version", () => {
    const docsOnly = engine.search("релиз", { facetFilters: ["language:ru", ["docusaurus_tag:docs-default-current"]] });
    expect(docsOnly.hits).toEqual([]);
    const withBlog = engine.search("релиз", { facetFilters: ["language:ru", ["docusaurus_tag:default"]] });
    expect(withBlog.hits.map((hit) => hit.url)).toEqual(["/ru/blog/release/"]);
    expect(engine.search("браузеры", { facetFilters: ["language:en"] }).hits).toEqual([]);
  });

  it.each([`<img src=x onerror="alert(1)">`, `"quoted" 'single'`])(
    "finds a page that quotes markup and returns it escaped: %s",
    (query) => {
      const { hits } = engine.search(query);
      expect(hits.map((hit) => hit.url)).toContain("/ru/docs/v8/markup/");
      expect(withMarkup(hits)).toEqual([]);
    },
  );

  it.each([
    "browser* title:x ~2 ^3 +must -not",
    "*",
    ":",
    "(((",
    "\\",
    "🙂🚀",
    "",
    "a".repeat(10_000),
    "скриншот ".repeat(500),
  ])("never throws and never returns markup from the query: %s", (query) => {
    expect(withMarkup(engine.search(query).hits)).toEqual([]);
  });

  it("reads a query as plain words, keeping case (for identifiers) and $ (for $ and $$)", () => {
    expect(queryWords("browser* title:x ~2 ^3 +must -not <b> setCookies $$ Browser")).toEqual([
      "browser",
      "title",
      "x",
      "2",
      "3",
      "must",
      "not",
      "b",
      "setCookies",
      "$$",
    ]);
    expect(queryWords("🙂")).toEqual([]);
    expect(queryWords("a".repeat(10_000))).toEqual(["a".repeat(40)]);
    expect(escapeHtml(`<a href="x">&'`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&#39;");
  });
});

describe("what readers find", () => {
  const page = (locale: string, title: string, body: string, crumbs: string[] = []) =>
    docPage({ locale, title, crumbs, body });
  const english: [string, string][] = [
    [
      "/docs/v8/commands/browser/setCookies/",
      page(
        "en",
        "setCookies",
        `<p>Sets cookies on the current page.</p><h2 id="usage">Usage</h2><p>Pass one or several cookies.</p><h2 id="expiry">Expiry</h2><p>Cookies with an expiry date stay.</p>`,
      ),
    ],
    [
      "/docs/v8/commands/browser/getCookies/",
      page("en", "getCookies", `<p>Returns the cookies of the page; to set them, use setCookies.</p>`),
    ],
    [
      "/docs/v8/commands/element/waitForDisplayed/",
      page("en", "waitForDisplayed", `<p>Waits until the element is displayed.</p>`),
    ],
    [
      "/docs/v8/commands/browser/_dollardollar/",
      page("en", "$$", `<p>Finds every element that matches a selector.</p>`),
    ],
    ["/docs/v8/commands/browser/_dollar/", page("en", "$", `<p>Finds the first element that matches a selector.</p>`)],
    [
      "/blog/release/",
      `<html class="blog-wrapper blog-post-page plugin-blog"><head><meta name="docusaurus_locale" content="en"><meta name="docusaurus_tag" content="default"></head>
<body><article><header><h1>Accessibility checks</h1></header><p>Accessibility checks arrive in this release.</p></article></body></html>`,
    ],
    [
      "/docs/v8/guides/how-to-check-accessibility/",
      page("en", "Accessibility checks", `<p>Accessibility checks run in the browser.</p>`),
    ],
  ];
  const engine = new SearchEngine(indexFile(recordsOf(english, { docs: "Docs", blog: "Blog" }), "en"));
  const pages = (query: string) => [...new Set(engine.search(query).hits.map((hit) => hit.url_without_anchor))];

  it.each(["setCookies", "setcookies", "set cookies", "set cookie", "SetCookies"])(
    "finds an identifier however it is typed: %s",
    (query) => {
      expect(pages(query)[0]).toBe("/docs/v8/commands/browser/setCookies/");
    },
  );

  it("finds $ and $$ by their names", () => {
    expect(pages("$$")[0]).toBe("/docs/v8/commands/browser/_dollardollar/");
    expect(pages("$")[0]).toBe("/docs/v8/commands/browser/_dollar/");
  });

  it("forgives one typo in words of five letters or more, not in shorter ones", () => {
    expect(pages("waitForDisplaed")[0]).toBe("/docs/v8/commands/element/waitForDisplayed/");
    expect(pages("cokeis")).toEqual([]);
    expect(pages("elemnt")).not.toEqual([]);
    expect(pages("pagx")).toEqual([]);
  });

  it("forgives two swapped letters in a word of seven letters or more that finds nothing otherwise", () => {
    // "elemetn" is two edits from "element"; "cokeis" (six letters) stays one typo from anything.
    expect(pages("elemetn")).toEqual(pages("element"));
    expect(pages("element")).not.toEqual([]);
    expect(pages("cokeis")).toEqual([]);
  });

  it("forgives two neighbours swapped in a word of three to six letters that finds nothing otherwise", () => {
    // "pgae" is "page"; any other edit of a short word is as likely another word: "pagx" still finds nothing.
    expect(pages("pgae")).toEqual(pages("page"));
    expect(pages("page")).not.toEqual([]);
    expect(pages("pagx")).toEqual([]);
    // A swap is two edits, more than a word of five or six letters forgives otherwise.
    expect(pages("epxiry")).toEqual(pages("expiry"));
    expect(pages("expiry")).not.toEqual([]);
    // The swap still counts as a typo: a page found only through it is not an answer to "banana pgae".
    expect(pages("banana pgae")).toEqual([]);
  });

  it("reads a word with two neighbours swapped as the swapped word when one typo would make it another", () => {
    const engine = engineFor(
      [
        ["/docs/v8/commands/browser/pause/", page("en", "pause", `<p>Stops the test for a fixed time.</p>`)],
        ["/docs/v8/guides/stability/", page("en", "Stability", `<p>A test may pass once and fail the next time.</p>`)],
      ],
      "en",
    );
    const first = (query: string) => engine.search(query).hits[0]?.url_without_anchor;
    // One typo reads "pasue" as pass or past; the swap reads it as pause, which the index has.
    expect(first("pasue test")).toBe("/docs/v8/commands/browser/pause/");
    expect(first("pasue")).toBe("/docs/v8/commands/browser/pause/");
  });

  it("reads a mistyped Latin word as the term one edit from it as typed, where its stem is far from that term", () => {
    const engine = engineFor(
      [
        ["/docs/v8/config/browsers/", page("en", "Browsers", `<p>The headless mode runs without a window.</p>`)],
        ["/docs/v8/guides/debug/", page("en", "Debugging", `<p>Keep your head in debug mode.</p>`)],
      ],
      "en",
    );
    // "headles" stems to headl, one edit from head and three from headless. (Typed last, it would also match
    // headless as a prefix.)
    expect(engine.search("headles mode").hits[0]?.url_without_anchor).toBe("/docs/v8/config/browsers/");
  });

  it("looks for an identifier that finds nothing whole, even with two typos, by its parts", () => {
    const assertViewPage = page("en", "assertView", `<p>The option <code>ignoreElements</code> paints them over.</p>`);
    const engine = engineFor([["/docs/v8/commands/browser/assertView/", assertViewPage]], "en");
    // "ignoreElemnts" stems to ignoreelemnt and `ignoreElements` to ignoreel; "elemnts" is one typo from "elements".
    expect(engine.search("ignoreElemnts").hits[0]?.url).toBe("/docs/v8/commands/browser/assertView/");
  });

  it("on the English site, finds a word the pages spell out by its abbreviation", () => {
    const engine = engineFor(
      [
        [
          "/docs/v8/config/prepare-environment/",
          page("en", "prepareEnvironment", `<p>Sets an environment variable in every worker.</p>`),
        ],
        ["/docs/v8/config/sets/", page("en", "sets", `<p>Variable, variable: the variable list of files.</p>`)],
      ],
      "en",
    );
    // "env" is nowhere in the pages; read as "environment", it makes the first page the one with every word.
    expect(engine.search("env variable").hits[0]?.url).toBe("/docs/v8/config/prepare-environment/");
  });

  it("reads a section heading many pages share as the section's text, so it does not outrank a page about it", () => {
    // Ten plugin pages with the same "Install" section, and the page that is about installing.
    const plugins = Array.from({ length: 10 }, (_, i): [string, string] => [
      `/docs/v8/plugins/plugin-${i}/`,
      page("en", `plugin-${i}`, `<p>Adds feature ${i}.</p><h2 id="install">Install</h2><p>Add it with npm.</p>`),
    ]);
    const quickstart: [string, string] = [
      "/docs/v8/quickstart/",
      docPage({
        locale: "en",
        title: "Quick start",
        description: "Install the runner, write a first test and run it.",
        body: `<p>From an empty folder to a green run.</p>`,
      }),
    ];
    expect(engineFor([...plugins, quickstart], "en").search("install").hits[0]?.url).toBe("/docs/v8/quickstart/");
    // With fewer pages sharing it, the heading is the section's own and still leads.
    expect(engineFor([...plugins.slice(0, 3), quickstart], "en").search("install").hits[0]?.url).toBe(
      "/docs/v8/plugins/plugin-0/",
    );
  });

  it("does not count a typo of a word other pages have as typed: stale is not state", () => {
    const filler = "The command waits for the page, retries the lookup and returns what it found. ".repeat(6);
    const engine = engineFor(
      [
        [
          "/docs/v8/commands/element/assertView/",
          page(
            "en",
            "assertView",
            `<p>Screenshots an element.</p><h2 id="state">Element state and reference</h2><p>The state names the element's reference: one reference per state.</p>`,
          ),
        ],
        [
          "/docs/v8/commands/browser/_dollar/",
          page(
            "en",
            "$",
            `<p>Finds an element.</p><h2 id="notes">Notes</h2><p>${filler}A stale element reference is found again.</p>`,
          ),
        ],
      ],
      "en",
    );
    // "stale" is one typo from "state"; counted as having every word, the page about states would lead.
    expect(engine.search("stale element reference").hits[0]?.url).toBe("/docs/v8/commands/browser/_dollar/");
  });

  it("on the English site, finds the page titled config when the reader types configuration", () => {
    const engine = engineFor(
      [
        [
          "/docs/v8/guides/hide-scrollbars/",
          page("en", "Hide scrollbars", `<p>Load the plugin.</p><h3 id="configure">Configure</h3><p>Pass a URL.</p>`),
        ],
        ["/docs/v8/config/main/", page("en", "Config file", `<p>Where Testplane reads its options from.</p>`)],
      ],
      "en",
    );
    // The stemmer keeps "configuration" (configur, as "configure") apart from "config": without the list, only the
    // guide's "Configure" heading matches and the config page is not found at all.
    expect(engine.search("configuration").hits[0]?.url).toBe("/docs/v8/config/main/");
  });

  it("on the English site, finds a page that says a test fails when the reader types failure", () => {
    const engine = engineFor(
      [
        ["/docs/v8/config/keep-open/", page("en", "keepOpen", `<p>Keeps the browser open when a test fails.</p>`)],
        ["/docs/v8/failure/", page("en", "Failure", `<p>What a red run prints.</p>`)],
      ],
      "en",
    );
    // The stemmer keeps "failure" (failur) apart from "fails" and "failed" (fail): without the list, neither page
    // has both words, and the one titled Failure comes first.
    expect(engine.search("browser failure").hits[0]?.url).toBe("/docs/v8/config/keep-open/");
  });

  it("keeps a reporter apart from a report: the page about the report comes first for report", () => {
    const engine = engineFor(
      [
        [
          "/docs/v8/html-reporter/events/",
          page("en", "html-reporter events", `<p>Events a plugin of it subscribes to.</p>`),
        ],
        ["/docs/v8/guides/report/", page("en", "How to get a test report", `<p>Open it after a run.</p>`)],
      ],
      "en",
    );
    expect(engine.search("report").hits[0]?.url).toBe("/docs/v8/guides/report/");
    expect(engine.search("reporter").hits[0]?.url).toBe("/docs/v8/html-reporter/events/");
  });

  it("keeps settings apart from set: the config page comes first for settings", () => {
    const engine = engineFor(
      [
        ["/docs/v8/config/sets/", page("en", "sets", `<p>A set is a group of test files run in some browsers.</p>`)],
        [
          "/docs/v8/commands/browser/setCookies/",
          page("en", "setCookies", `<p>Sets cookies on the page, as a set of name and value pairs.</p>`),
        ],
        ["/docs/v8/config/main/", page("en", "Config file", `<p>Where Testplane reads its options from.</p>`)],
      ],
      "en",
    );
    // The stemmer reads "settings" as "set": the sets page and every set* command led, the config page not found.
    expect(engine.search("settings").hits[0]?.url).toBe("/docs/v8/config/main/");
    expect(engine.search("sets").hits[0]?.url).toBe("/docs/v8/config/sets/");
  });

  it("reads a11y as accessibility, in both locales, and gh as github", () => {
    const english = engineFor(
      [
        [
          "/docs/v8/guides/how-to-check-accessibility/",
          page("en", "How to check accessibility", `<p>Run axe-core on the page and fail on violations.</p>`),
        ],
        ["/docs/v8/commands/element/getComputedRole/", page("en", "getComputedRole", `<p>The a11y role.</p>`)],
        [
          "/docs/v8/guides/how-to-run-on-github/",
          page("en", "How to run tests in GitHub Actions", `<p>A workflow that runs the suite on every push.</p>`),
        ],
        ["/docs/v8/commands/browser/actions/", page("en", "actions", `<p>Several input actions at once.</p>`)],
      ],
      "en",
    );
    expect(english.search("a11y").hits[0]?.url).toBe("/docs/v8/guides/how-to-check-accessibility/");
    expect(english.search("gh actions").hits[0]?.url).toBe("/docs/v8/guides/how-to-run-on-github/");
    const russian = engineFor(
      [
        [
          "/ru/docs/v8/guides/how-to-check-accessibility/",
          page("ru", "Как проверить доступность", `<p>axe-core находит нарушения на странице.</p>`),
        ],
        ["/ru/docs/v8/commands/element/getComputedRole/", page("ru", "getComputedRole", `<p>Роль для a11y.</p>`)],
      ],
      "ru",
    );
    expect(russian.search("a11y").hits[0]?.url).toBe("/ru/docs/v8/guides/how-to-check-accessibility/");
  });

  it("keeps «сеть» (network) apart from «сет» (a set of tests)", () => {
    const engine = engineFor([
      [
        "/ru/docs/v8/config/sets/",
        page("ru", "Наборы тестов", `<p>Сет — это набор файлов. Сеты, сеты и сеты для медленных машин.</p>`),
      ],
      [
        "/ru/docs/v8/guides/network/",
        page("ru", "Сетевые условия", `<p>Эмулируйте медленную сеть или работу без сети.</p>`),
      ],
    ]);
    expect(engine.search("медленная сеть").hits[0]?.url).toBe("/ru/docs/v8/guides/network/");
    expect(engine.search("сеты").hits[0]?.url).toBe("/ru/docs/v8/config/sets/");
  });

  it("keeps «дата» (a date) apart from «дать» (to give)", () => {
    const engine = engineFor([
      ["/ru/docs/v8/guides/g/", page("ru", "Гайд", `<p>Дать браузеру время, дать ему команду, дать таймаут.</p>`)],
      ["/ru/docs/v8/commands/browser/emulate/", page("ru", "emulate", `<p>Подменяет текущую дату в браузере.</p>`)],
    ]);
    expect(engine.search("дату").hits.map((hit) => hit.url_without_anchor)).toEqual([
      "/ru/docs/v8/commands/browser/emulate/",
    ]);
  });

  it("on the English site, reads the reader's want and need as filler, not as words a page must have", () => {
    const engine = engineFor(
      [
        ["/docs/v8/config/keep-open/", page("en", "keepOpen", `<p>Keeps the browser open after the test.</p>`)],
        ["/docs/v8/wishlist/", page("en", "What readers want", `<p>Readers want and need a browser list.</p>`)],
      ],
      "en",
    );
    expect(engine.search("want the browser open").hits[0]?.url).toBe("/docs/v8/config/keep-open/");
    expect(engine.search("need the browser open").hits[0]?.url).toBe("/docs/v8/config/keep-open/");
  });

  it("on the English site, reads npx as the prefix of a command line, not as a word a page must have", () => {
    const engine = engineFor(
      [
        [
          "/docs/v8/command-line/",
          page(
            "en",
            "CLI",
            `<p>Examples use npx testplane.</p><h2 id="list-tests">list-tests</h2><p>Prints tests.</p>`,
          ),
        ],
        [
          "/docs/v8/debug/",
          page(
            "en",
            "Debugging",
            `<p>Try npx testplane --repl, npx testplane --inspect, npx testplane list-tests.</p>`,
          ),
        ],
      ],
      "en",
    );
    // Both pages have every word; "npx", frequent on the second, would otherwise decide.
    expect(engine.search("npx testplane list-tests").hits[0]?.url).toBe("/docs/v8/command-line/");
  });

  it("reads the verb of a question's frame as filler: how does X work, «что делает X», «как устроен X»", () => {
    const english = engineFor(
      [
        [
          "/docs/v8/config/browsers/",
          page("en", "Browsers", `<h3 id="isolation">isolation</h3><p>A fresh context.</p>`),
        ],
        [
          "/docs/v8/guides/grid/",
          page("en", "Grid", `<p>How the grid works: isolation of sessions, work queues, work everywhere.</p>`),
        ],
      ],
      "en",
    );
    expect(english.search("how does isolation work").hits[0]?.url_without_anchor).toBe("/docs/v8/config/browsers/");
    // Elsewhere in a query "work" is the reader's word.
    expect(english.search("isolation work").hits[0]?.url_without_anchor).toBe("/docs/v8/guides/grid/");
    const russian = engineFor(
      [
        [
          "/ru/docs/v8/config/browsers/",
          page("ru", "Браузеры", `<h3 id="isolation">isolation</h3><p>Новый контекст.</p>`),
        ],
        [
          "/ru/docs/v8/guides/grid/",
          page("ru", "Грид", `<p>Грид делает isolation сессий и работает всегда; так он устроен.</p>`),
        ],
      ],
      "ru",
    );
    for (const query of ["что делает isolation", "как работает isolation", "как устроен isolation"]) {
      expect(russian.search(query).hits[0]?.url_without_anchor).toBe("/ru/docs/v8/config/browsers/");
    }
  });

  it("finds nothing when one word is unknown and another is found only through a typo", () => {
    // "displayes" is one typo from "displayed"; "banana" is nowhere.
    expect(pages("displayes")).not.toEqual([]);
    expect(pages("banana displayes")).toEqual([]);
    // A word found as typed still brings the pages that have it.
    expect(pages("banana displayed")[0]).toBe("/docs/v8/commands/element/waitForDisplayed/");
  });

  it("lists each page once, its own record first and its best sections under it", () => {
    const { hits, nbHits } = engine.search("cookies");
    expect(hits.map((hit) => hit.url)).toEqual([
      "/docs/v8/commands/browser/getCookies/",
      "/docs/v8/commands/browser/setCookies/",
      "/docs/v8/commands/browser/setCookies/#usage",
      "/docs/v8/commands/browser/setCookies/#expiry",
    ]);
    expect(nbHits).toBe(2);
  });

  it("ranks docs before a blog post that matches as well, and finds the post too", () => {
    expect(pages("accessibility checks")).toEqual(["/docs/v8/guides/how-to-check-accessibility/", "/blog/release/"]);
    expect(pages("release")).toEqual(["/blog/release/"]);
  });

  it("puts pages with every word of the query before pages with some of them", () => {
    expect(pages("cookies returns")[0]).toBe("/docs/v8/commands/browser/getCookies/");
  });

  it("in a query of four words or more, counts a page that lacks one word in four as having them all", () => {
    const withFiller = new SearchEngine(
      indexFile(
        recordsOf(
          [
            english[0],
            [
              "/docs/v8/config/browsers/",
              page(
                "en",
                "Browsers",
                `<p>Each browser of the config starts automatically when a test needs one, opens a blank page, and is reused by the next tests of its worker, where a test may set cookies or local storage, change the window size or the URL, which the next test may see unless isolation is on.</p>`,
              ),
            ],
          ],
          { docs: "Docs", blog: "Blog" },
        ),
        "en",
      ),
    );
    const found = (query: string) => [...new Set(withFiller.search(query).hits.map((hit) => hit.url_without_anchor))];
    // "automatically" is a filler word here: the page about setting cookies says everything else.
    expect(found("automatically set cookies on page")[0]).toBe("/docs/v8/commands/browser/setCookies/");
    // In a shorter query every word counts: only the page that has all three comes first.
    expect(found("automatically set cookies")[0]).toBe("/docs/v8/config/browsers/");
  });

  it("on the Russian site, finds English terms by their Russian names, and long words despite typos", () => {
    const russian = new SearchEngine(
      indexFile(
        recordsOf([
          [
            "/ru/docs/v8/commands/browser/setCookies/",
            page("ru", "setCookies", `<p>Добавляет cookies на страницу.</p>`),
          ],
          ["/ru/docs/v8/commands/browser/mock/", page("ru", "mock", `<p>Перехватывает запросы страницы.</p>`)],
          [
            "/ru/docs/v8/commands/browser/saveScreenshot/",
            page("ru", "saveScreenshot", `<p>Сохраняет снимок страницы в файл.</p>`),
          ],
          [
            "/ru/docs/v8/guides/how-to-check-accessibility/",
            page("ru", "Как проверить доступность", `<p>Правила axe проверяют страницу целиком.</p>`),
          ],
          ["/ru/docs/v8/commands/element/waitForExist/", page("ru", "waitForExist", `<p>Опрашивает DOM.</p>`)],
          ["/ru/docs/v8/commands/element/moveTo/", page("ru", "moveTo", `<p>Двигает указатель мыши.</p>`)],
          ["/ru/docs/v8/config/main/", page("ru", "Конфиг", `<p>Где Testplane его ищет.</p>`)],
          ["/ru/docs/v8/config/before-all/", page("ru", "beforeAll", `<p>Выполняется перед тестами.</p>`)],
          [
            "/ru/docs/v8/config/dev-server/",
            page("ru", "devServer", `<p>Поднимает фронтенд перед тестами, например webpack.</p>`),
          ],
          [
            "/ru/docs/v8/commands/expect/browser-matchers/",
            page("ru", "Матчеры браузера", `<p>Проверяют адрес, например редирект после входа.</p>`),
          ],
          [
            "/ru/docs/v8/guides/time-travel/",
            page("ru", "Как воспроизвести тест с Time Travel", `<p>Запись страницы во время теста.</p>`),
          ],
          [
            "/ru/docs/v8/guides/how-to-hide-scrollbars/",
            page("ru", "Как скрыть полосы прокрутки", `<p>Полосы прокрутки пропадают со скриншотов.</p>`),
          ],
          ["/ru/docs/v8/commands/browser/touchAction/", page("ru", "touchAction", `<p>Жесты для сессий Appium.</p>`)],
          [
            "/ru/docs/v8/migrations/how-to-upgrade-hermione-to-6/",
            page("ru", "Hermione 5 → 6", `<p>Минимальная версия Node.js теперь 14.</p>`),
          ],
          ["/ru/docs/v8/commands/element/getHTML/", page("ru", "getHTML", `<p>Возвращает разметку элемента.</p>`)],
          [
            "/ru/docs/v8/quickstart/",
            page("ru", "Быстрый старт", `<p>Тесты на TypeScript запускаются без сборки.</p>`),
          ],
          [
            "/ru/docs/v8/commands/expect/overview/",
            page("ru", "Проверки", `<p>Глобальный expect ждёт, пока условие выполнится.</p>`),
          ],
          [
            "/ru/docs/v8/guides/how-to-run-on-github/",
            page("ru", "Как запускать тесты в GitHub Actions", `<p>Прогон тестов в CI на каждый пулреквест.</p>`),
          ],
          [
            "/ru/docs/v8/config/browsers/",
            page("ru", "Браузеры", `<p>Опция headers добавляет заголовки к запросам в грид.</p>`),
          ],
          [
            "/ru/docs/v8/html-reporter/html-reporter-api/",
            page("ru", "API отчёта", `<p>Как получить данные отчёта и его разметку для своего плагина.</p>`),
          ],
        ]),
        "ru",
      ),
    );
    const first = (query: string) => russian.search(query).hits[0]?.url;
    // English terms typed in Cyrillic.
    expect(first("тайм тревел")).toBe("/ru/docs/v8/guides/time-travel/");
    expect(first("скроллбар на скрине")).toBe("/ru/docs/v8/guides/how-to-hide-scrollbars/");
    // Forms of "ждать" that the stemmer does not bring to one stem all mean "wait".
    for (const query of ["ждать", "ждёт", "дождаться", "подождать", "ожидание"]) {
      expect(first(query), query).toBe("/ru/docs/v8/commands/element/waitForExist/");
    }
    expect(first("навести курсор")).toBe("/ru/docs/v8/commands/element/moveTo/");
    expect(first("файл конфигурации")).toBe("/ru/docs/v8/config/main/");
    expect(first("куки")).toBe("/ru/docs/v8/commands/browser/setCookies/");
    expect(first("мок запросов")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("моки")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("мокнуть")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("фронт перед тестами")).toBe("/ru/docs/v8/config/dev-server/");
    expect(first("редиректнуло")).toBe("/ru/docs/v8/commands/expect/browser-matchers/");
    expect(first("тачэкшн")).toBe("/ru/docs/v8/commands/browser/touchAction/");
    expect(first("для аппиума")).toBe("/ru/docs/v8/commands/browser/touchAction/");
    expect(first("нода")).toBe("/ru/docs/v8/migrations/how-to-upgrade-hermione-to-6/");
    expect(first("тайпскрипт")).toBe("/ru/docs/v8/quickstart/");
    expect(first("эксепт")).toBe("/ru/docs/v8/commands/expect/overview/");
    expect(first("сиай")).toBe("/ru/docs/v8/guides/how-to-run-on-github/");
    expect(first("хедеры")).toBe("/ru/docs/v8/config/browsers/");
    expect(first("вебпак")).toBe("/ru/docs/v8/config/dev-server/");
    // «получить» is what the get… commands do: their titles say get.
    expect(first("получить разметку")).toBe("/ru/docs/v8/commands/element/getHTML/");
    // A long word that finds nothing with one typo is tried with two: its stem is not the right word's stem.
    expect(first("доступнсть")).toBe("/ru/docs/v8/guides/how-to-check-accessibility/");
    // One typo in a listed term: its English term is still used.
    expect(first("скринштов")).toBe("/ru/docs/v8/commands/browser/saveScreenshot/");
  });

  it("on the Russian site, finds the page the Russian text names when the reader types the English word", () => {
    const engine = engineFor([
      ["/ru/docs/v8/config/main/", page("ru", "Конфиг", `<p>Где Testplane ищет свои опции.</p>`)],
      [
        "/ru/docs/v8/reference/testplane-api/",
        page("ru", "Testplane API", `<p>Конструктор принимает путь к <code>testplane.config.ts</code>.</p>`),
      ],
      ["/ru/docs/v8/reference/testplane-events/", page("ru", "События Testplane", `<p>Их испускает прогон.</p>`)],
    ]);
    // The Russian pages say «конфиг» and «событие»; "config" is only in the other page's file name, "events" nowhere.
    expect(engine.search("config").hits[0]?.url).toBe("/ru/docs/v8/config/main/");
    expect(engine.search("events").hits[0]?.url).toBe("/ru/docs/v8/reference/testplane-events/");
  });

  it("on the Russian site, finds the config page when the reader types «настройки»", () => {
    const engine = engineFor([
      ["/ru/docs/v8/config/main/", page("ru", "Конфиг", `<p>Где Testplane ищет свои опции.</p>`)],
      [
        "/ru/docs/v8/commands/browser/getConfig/",
        page("ru", "getConfig", `<p>Возвращает настройки текущего браузера из конфига.</p>`),
      ],
    ]);
    // The config page calls them «опции»; the command that returns them says «настройки» and led.
    expect(engine.search("настройки").hits[0]?.url).toBe("/ru/docs/v8/config/main/");
  });

  it("on the Russian site, reads a mistyped word as the word it most likely means, at that word's full weight", () => {
    const russian = new SearchEngine(
      indexFile(
        recordsOf([
          [
            "/ru/docs/v8/guides/how-to-debug-test/",
            page("ru", "Как отлаживать тест", `<p>Отладка упавшего теста начинается с отчёта.</p>`),
          ],
          [
            "/ru/docs/v8/guides/time-travel/",
            page(
              "ru",
              "Как воспроизвести тест",
              `<p>Запись упавшего теста. Шаги упавшего теста в плеере, отладка не нужна. Каждый шаг упавшего теста.</p>`,
            ),
          ],
        ]),
        "ru",
      ),
    );
    const pages = (query: string) => russian.search(query).hits.map((hit) => hit.url_without_anchor);
    expect(pages("отладка упавшего теста")[0]).toBe("/ru/docs/v8/guides/how-to-debug-test/");
    // Two letters swapped: the word is not in the index as typed; without the reading, its typo match weighs so
    // little that the page with more of the other words comes first.
    expect(pages("отлдака упавшего теста")).toEqual(pages("отладка упавшего теста"));
  });

  it("on the Russian site, finds an English term spelled in Cyrillic, and a query typed in the wrong layout", () => {
    const russian = new SearchEngine(
      indexFile(
        recordsOf([
          [
            "/ru/docs/v8/html-reporter/html-reporter-setup/",
            page("ru", "Настройка html-reporter", `<p>Опции плагина reporter в конфиге.</p>`),
          ],
          [
            "/ru/docs/v8/commands/browser/assertView/",
            page("ru", "assertView", `<p>Сравнивает скриншот с эталоном.</p>`),
          ],
          ["/ru/docs/v8/config/browsers/", page("ru", "Браузеры", `<p>Настройка браузеров и грида.</p>`)],
          ["/ru/docs/v8/command-line/", page("ru", "Командная строка", `<p>Флаг <code>-d</code>: режим d.</p>`)],
          [
            "/ru/docs/v8/guides/how-to-run-on-github/",
            page("ru", "Как запускать тесты в GitHub Actions", `<p>Chrome в Docker-образе раннера.</p>`),
          ],
        ]),
        "ru",
      ),
    );
    const first = (query: string) => russian.search(query).hits[0]?.url;
    // «хтмл репортер»: html reporter, spelled in Cyrillic.
    expect(first("хтмл репортер")).toBe("/ru/docs/v8/html-reporter/html-reporter-setup/");
    // «докер» spelled letter by letter is "doker": only the list knows it means docker.
    expect(first("докер")).toBe("/ru/docs/v8/guides/how-to-run-on-github/");
    // "assertView" typed with the Russian layout on, and «настройка браузеров» with the English one.
    expect(first("фыыукемшуц")).toBe("/ru/docs/v8/commands/browser/assertView/");
    expect(first("yfcnhjqrf ,hfepthjd")).toBe("/ru/docs/v8/config/browsers/");
    // «в» typed as "d" is a word of the index, but no page has every word as typed: the switched query wins.
    expect(first("yfcnhjqrf ,hfepthjd d uhblt")).toBe("/ru/docs/v8/config/browsers/");
    // Nonsense in either layout still finds nothing: switched, every word must be found as typed.
    expect(russian.search("qwxzv").nbHits).toBe(0);
    expect(russian.search("yfcnhjqrf qwxzv").nbHits).toBe(0);
  });

  it("puts the page titled exactly what was typed first: a command typed as words, or by its Russian name", () => {
    const russian = new SearchEngine(
      indexFile(
        recordsOf([
          [
            "/ru/docs/v8/commands/element/scroll/",
            page(
              "ru",
              "scroll",
              `<p>Прокручивает страницу.</p><h2 id="into-view">Scroll into view</h2><p>Scroll into view: view by view.</p>`,
            ),
          ],
          ["/ru/docs/v8/commands/element/scrollIntoView/", page("ru", "scrollIntoView", `<p>Показывает элемент.</p>`)],
          [
            "/ru/docs/v8/commands/browser/mockClearAll/",
            page("ru", "mockClearAll", `<p>Сбрасывает каждый мок: мок за моком, все моки и их вызовы.</p>`),
          ],
          ["/ru/docs/v8/commands/browser/mock/", page("ru", "mock", `<p>Перехватывает запросы страницы.</p>`)],
        ]),
        "ru",
      ),
    );
    const first = (query: string) => russian.search(query).hits[0]?.url;
    expect(first("мок")).toBe("/ru/docs/v8/commands/browser/mock/");
    // Stop words around the name don't hide it: a question about the page.
    expect(first("what is a mock")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("что такое мок")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("зачем нужен мок")).toBe("/ru/docs/v8/commands/browser/mock/");
    expect(first("scroll into view")).toBe("/ru/docs/v8/commands/element/scrollIntoView/");
    // Only the whole query: a part of a title is ranked as usual.
    expect(first("scroll into")).toBe("/ru/docs/v8/commands/element/scroll/");
  });

  it("puts first the page whose section and title together are what was typed", () => {
    const mockCommand = (name: string, text: string) =>
      [`/docs/v8/commands/mock/${name}/`, page("en", name, `<p>${text}</p>`, ["Commands", "Mock"])] as [string, string];
    const engine = engineFor(
      [
        // The respond page says "respond" and "once" more often, so it ranks first on the words alone.
        mockCommand("respond", "Respond, respond: the mock can respond once or respond every time."),
        mockCommand("respondOnce", "Answers the next request only."),
        ["/docs/v8/guides/mocks/", page("en", "Mocks", `<p>Respond once with a mock.</p>`)],
      ],
      "en",
    );
    const first = (query: string) => engine.search(query).hits[0]?.url;
    expect(first("mock respond once")).toBe("/docs/v8/commands/mock/respondOnce/");
    // The section's words alone name no page.
    expect(first("mock")).not.toBe("/docs/v8/commands/mock/respondOnce/");
  });

  it("finds the page whose keywords name another tool's dotted call, before pages that merely have its words", () => {
    const runStep = docPage({
      locale: "en",
      title: "runStep",
      keywords: "test.step, allure step",
      body: `<p>Groups commands under a name in the report.</p>`,
    });
    const engine = engineFor(
      [
        [
          "/docs/v8/guides/time-travel/",
          page(
            "en",
            "Replay a test step by step",
            `<p>Playwright users: every test step, step by step, is replayed.</p>`,
          ),
        ],
        ["/docs/v8/commands/browser/runStep/", runStep],
      ],
      "en",
    );
    const first = (query: string) => engine.search(query).hits[0]?.url;
    expect(first("playwright test.step equivalent")).toBe("/docs/v8/commands/browser/runStep/");
    // Not in any heading or keywords, a dotted name is left to its words.
    expect(first("playwright test.replay")).toBe("/docs/v8/guides/time-travel/");
  });

  it("weighs a page's keywords in a field of their own, however long its summary", () => {
    const summary =
      "Stops the test for a fixed number of milliseconds and then lets it go on, " +
      "for the rare cases where the page has no state to wait for, such as a debounce interval or a toast. " +
      "Prefer waiting for an element or a condition: a fixed delay is too short on a busy machine and wasted time " +
      "on a fast one, and the suite grows slower with every pause added. The delay is a plain timer in the " +
      "worker: no command reaches the browser while it runs, and nothing on the page can end it early.";
    const pause = docPage({
      locale: "en",
      title: "pause",
      description: summary,
      keywords: "sleep, hard wait",
      body: "<p>Waits.</p>",
    });
    const engine = engineFor(
      [
        ["/docs/v8/commands/browser/pause/", pause],
        [
          "/docs/v8/config/timeouts/",
          page(
            "en",
            "Timeouts",
            `<p>Timeouts are given in seconds: seconds, not minutes.</p><h2 id="a">Limits</h2><p>Caps.</p><h2 id="b">Defaults</h2><p>Values.</p><h2 id="c">Units</h2><p>Numbers.</p>`,
          ),
        ],
      ],
      "en",
    );
    // No page has both words. In one field with the long summary, "sleep" counted for less than "seconds" said twice
    // in the other page's text; in a field of their own, the keywords make the pause page first.
    expect(engine.search("sleep seconds").hits[0]?.url).toBe("/docs/v8/commands/browser/pause/");
  });

  it("reads object.method as the page of that method among the object's commands, whatever the other words", () => {
    const engine = engineFor(
      [
        // The browser's command says every word, and more often.
        [
          "/ru/docs/v8/commands/browser/mockRestoreAll/",
          page("ru", "mockRestoreAll", `<p>Mock restore в afterEach: mock, restore, afterEach.</p>`, [
            "Команды",
            "Браузер",
          ]),
        ],
        ["/ru/docs/v8/commands/mock/restore/", page("ru", "restore", `<p>Снимает один мок.</p>`, ["Команды", "Моки"])],
      ],
      "ru",
    );
    const first = (query: string) => engine.search(query).hits[0]?.url;
    // "mock" is the folder of the mock's commands, whatever the breadcrumb says in Russian.
    expect(first("mock.restore в afterEach")).toBe("/ru/docs/v8/commands/mock/restore/");
    // Typed as words, not as code, the words decide.
    expect(first("mock restore в afterEach")).toBe("/ru/docs/v8/commands/browser/mockRestoreAll/");
  });

  it("puts first the page whose title of several words has just the query's words, in any form", () => {
    const engine = engineFor(
      [
        // The command's page says "debug" and "test" more often, so it ranks first on the words alone.
        [
          "/docs/v8/commands/browser/debug/",
          page(
            "en",
            "debug",
            `<p>Stops the test.</p><h2 id="notes">Debugging a test</h2><p>Debug the test, debug it, test it again.</p>`,
            ["Commands", "Browser"],
          ),
        ],
        ["/docs/v8/guides/how-to-debug-test/", page("en", "How to debug a test", `<p>Start with the report.</p>`)],
      ],
      "en",
    );
    const first = (query: string) => engine.search(query).hits[0]?.url;
    expect(first("debug a test")).toBe("/docs/v8/guides/how-to-debug-test/");
    expect(first("debugging tests")).toBe("/docs/v8/guides/how-to-debug-test/");
    // A query with a word the title lacks is ranked as usual.
    expect(first("debug test again")).toBe("/docs/v8/commands/browser/debug/");
  });

  it("orders pages titled alike by how many other pages link to them", () => {
    const command = (scope: string, text: string) =>
      [`/docs/v8/commands/${scope}/assertView/`, page("en", "assertView", `<p>${text}</p>`)] as [string, string];
    // The element's page says "assertView" more often, so it ranks first on its words alone.
    const element = command("element", "assertView, assertView: assertView of one element.");
    const browser = command("browser", "Compares a screenshot of the page with its reference.");
    const linking = (path: string, n: number) =>
      [`/docs/v8/guides/g${n}/`, page("en", `Guide ${n}`, `<p>See <a href="${path}#options">it</a>.</p>`)] as [
        string,
        string,
      ];
    const first = (pages: [string, string][]) =>
      new SearchEngine(indexFile(recordsOf(pages), "en")).search("assertView").hits[0]?.url;
    expect(first([element, browser])).toBe("/docs/v8/commands/element/assertView/");
    expect(
      first([
        element,
        browser,
        linking("/docs/v8/commands/browser/assertView/", 1),
        linking("/docs/v8/commands/browser/assertView/", 2),
      ]),
    ).toBe("/docs/v8/commands/browser/assertView/");
    // A page's links to itself don't count.
    const selfLinked = command(
      "element",
      'assertView, assertView. <a href="/docs/v8/commands/element/assertView/#x">Up</a>',
    );
    expect(first([selfLinked, browser, linking("/docs/v8/commands/browser/assertView/", 1)])).toBe(
      "/docs/v8/commands/browser/assertView/",
    );
  });

  it("on the Russian site, finds the other words of a verb's root: its pair and its noun", () => {
    const russian = new SearchEngine(
      indexFile(
        recordsOf([
          [
            "/ru/docs/v8/guides/how-to-run-specified-test/",
            page("ru", "Как запускать только нужные тесты", `<p>Один тест из файла или папки.</p>`),
          ],
          [
            "/ru/docs/v8/guides/debug/",
            page("ru", "Тесты", `<p>Тест можно остановить в любом месте, и тесты ждут.</p>`),
          ],
        ]),
        "ru",
      ),
    );
    const first = (query: string) => russian.search(query).hits[0]?.url;
    expect(first("запустить тест")).toBe("/ru/docs/v8/guides/how-to-run-specified-test/");
    expect(first("запуск тестов")).toBe("/ru/docs/v8/guides/how-to-run-specified-test/");
    // Short stems are not cut: "тест" does not find "тестирование" through a root.
    expect(rootPrefix("тест")).toBeNull();
    expect(rootPrefix("запуст")).toBe("запус");
    expect(rootPrefix("setcooki")).toBeNull();
  });

  it("on the Russian site, looks for «удаляет» when the reader types «удалить» or «удаление»", () => {
    // Their stems (удал, удален) are too short for a root prefix, and neither is a prefix of удаля.
    const meant = term("удаляет");
    expect(meant).toBe("удаля");
    expect(synonyms(term("удалить")!, "ru")).toContain(meant);
    expect(synonyms(term("удаление")!, "ru")).toContain(meant);
    expect(synonyms(term("удалил")!, "ru")).toContain(meant);
  });

  it("on the Russian site, finds a verb from its verbal noun in -ение", () => {
    const russian = engineFor([
      [
        "/ru/docs/v8/plugins/retry-limiter/",
        page("ru", "retry-limiter", `<p>Плагин помогает ограничить число ретраев.</p>`),
      ],
      ["/ru/docs/v8/config/retry/", page("ru", "retry", `<p>Число ретраев для упавших тестов.</p>`)],
    ]);
    expect(russian.search("ограничение ретраев").hits[0]?.url).toBe("/ru/docs/v8/plugins/retry-limiter/");
    // The stem keeps -ен (ограничен), the verb's does not (огранич); after в, б, п, м, ф the л goes too.
    expect(rootPrefix("ограничен")).toBe("огранич");
    expect(rootPrefix("обновлен")).toBe("обнов");
    expect(rootPrefix("сравнен")).toBe("сравн");
  });

  it("counts a word repeated in another form once", () => {
    const russian = engineFor([
      [
        "/ru/docs/v8/commands/browser/addInitScript/",
        page("ru", "addInitScript", `<p>Ваш скрипт выполнится раньше, чем загрузятся скрипты страницы.</p>`),
      ],
      [
        "/ru/docs/v8/html-reporter/html-reporter-custom-gui/",
        page("ru", "Скрипты в GUI", `<p>Скрипт кнопки GUI запускает скрипты на странице, скрипт за скриптом.</p>`),
      ],
    ]);
    // Three words, not four: a page without «раньше» is not ranked as one that has every word.
    expect(russian.search("скрипт раньше скриптов страницы").hits[0]?.url).toBe(
      "/ru/docs/v8/commands/browser/addInitScript/",
    );
  });

  it("splits identifiers into their parts for the index", () => {
    expect(terms("setCookies HTMLReporter snake_case")).toEqual([
      "setcooki",
      "set",
      "cooki",
      "htmlreport",
      "html",
      "reporter",
      "snake_cas",
      "snake",
      "case",
    ]);
  });

  it("indexes a title's identifiers whole as the title and their parts in a field that weighs less than a heading", () => {
    const tokenize = INDEX_OPTIONS.tokenize!;
    expect(tokenize("saveScreenshot", "title")).toEqual(["savescreenshot"]);
    expect(tokenize("saveScreenshot", "titleParts")).toEqual(["save", "screenshot"]);
    expect(tokenize("Visual testing", "titleParts")).toEqual([]);
    expect(FIELD_BOOSTS.titleParts).toBeLessThan(FIELD_BOOSTS.heading);
  });

  it("indexes a camelCase segment of a snake_case name whole, so unstable_getCdp is found as getCdp", () => {
    expect(terms("unstable_getCdp")).toEqual(["unstable_getcdp", "unstabl", "getcdp", "get", "cdp"]);
    expect(terms("getCdp")[0]).toBe("getcdp");
  });

  it("indexes a command-line flag also joined, as the config option of the same name is", () => {
    expect(terms("--keep-browser-on-fail")).toEqual(["keep", "browser", "fail", "keepbrowseronfail"]);
    expect(terms("keepBrowserOnFail")).toContain("keepbrowseronfail");
    // A dash that starts no flag, or a flag of one word, adds nothing.
    expect(terms("a--b-c --grep")).toEqual(["b", "c", "grep"]);
  });

  it("indexes other hyphenated Latin names also joined, marked so that no word finds them as a prefix", () => {
    expect(terms("run list-tests")).toEqual(["run", "list", "test", "-listtest"]);
    expect(terms("testplane-mcp")).toContain("-testplanemcp");
    // Russian compounds are left as words.
    expect(terms("веб-приложение")).toEqual(terms("веб приложение"));
  });

  it("finds the page that names a flag before pages that only use its words", () => {
    const engine = new SearchEngine(
      indexFile(
        recordsOf(
          [
            [
              "/docs/v8/config/last-failed/",
              page("en", "lastFailed", `<p>Keep a list of failed tests; the browser reruns only tests that fail.</p>`),
            ],
            [
              "/docs/v8/command-line/",
              page("en", "Command line", `<p>Pass --keep-browser-on-fail to leave the session open.</p>`),
            ],
          ],
          { docs: "Docs", blog: "Blog" },
        ),
        "en",
      ),
    );
    const first = (query: string) => engine.search(query).hits[0]?.url_without_anchor;
    expect(first("--keep-browser-on-fail")).toBe("/docs/v8/command-line/");
    expect(first("--keep-browser-on-f")).toBe("/docs/v8/command-line/");
  });

  it("where no page has every word of a short query, puts the pages naming its identifier first", () => {
    const engine = engineFor([
      [
        "/ru/docs/v8/",
        page("ru", "Обзор Testplane", `<p>Testplane запускает тесты. Testplane сравнивает скриншоты в Testplane.</p>`),
      ],
      [
        "/ru/docs/v8/commands/element/nextElement/",
        page("ru", "nextElement", `<p>Следующий соседний элемент, как свойство nextElementSibling в DOM.</p>`),
      ],
    ]);
    const found = (query: string) => [...new Set(engine.search(query).hits.map((hit) => hit.url_without_anchor))];
    expect(found("nextElementSibling в testplane")).toEqual([
      "/ru/docs/v8/commands/element/nextElement/",
      "/ru/docs/v8/",
    ]);
    // In a longer question the name is one detail among others: the words' weights decide.
    expect(found("почему testplane запускает тесты и сравнивает скриншоты без nextElementSibling")[0]).toBe(
      "/ru/docs/v8/",
    );
  });

  it("for an option's name and words saying it fails, puts the option's section first, not a page with every word", () => {
    const engine = engineFor([
      [
        "/ru/docs/v8/commands/browser/emulate/",
        page("ru", "emulate", `<p>Эмуляция не работает в Firefox, windowSize при этом не меняется.</p>`),
      ],
      [
        "/ru/docs/v8/config/browsers/",
        page(
          "ru",
          "Браузеры",
          `<h3 id="windowSize">windowSize</h3><p>Размер окна браузера.</p><h3 id="retry">retry</h3><p>Сколько раз перезапускать тест.</p>`,
        ),
      ],
    ]);
    const first = (query: string) => engine.search(query).hits[0];
    expect(first("windowSize не работает").url_without_anchor).toBe("/ru/docs/v8/config/browsers/");
    expect(engine.search("windowSize не работает").hits[1].url).toBe("/ru/docs/v8/config/browsers/#windowSize");
    expect(first("retry не срабатывает").url_without_anchor).toBe("/ru/docs/v8/config/browsers/");
    // Other words are the subject: the page that has them all keeps its lead.
    expect(first("windowSize эмуляция firefox").url_without_anchor).toBe("/ru/docs/v8/commands/browser/emulate/");
  });

  it("finds the page that names a hyphenated command before pages that only use its words", () => {
    const engine = new SearchEngine(
      indexFile(
        recordsOf(
          [
            [
              "/docs/v8/plugins/testplane-test-repeater/",
              page(
                "en",
                "Test repeater",
                `<p>Repeats tests; the list of tests grows, and a list of tests to rerun.</p>`,
              ),
            ],
            ["/docs/v8/command-line/", page("en", "Command line", `<p>Run list-tests to print them.</p>`)],
          ],
          { docs: "Docs", blog: "Blog" },
        ),
        "en",
      ),
    );
    const first = (query: string) => engine.search(query).hits[0]?.url_without_anchor;
    expect(first("list-tests")).toBe("/docs/v8/command-line/");
    expect(first("list tests")).toBe("/docs/v8/plugins/testplane-test-repeater/");
  });

  it("in a long query, never counts a page that lacks the identifier typed as having every word", () => {
    const engine = new SearchEngine(
      indexFile(
        recordsOf(
          [
            ["/docs/v8/config/browsers/", page("en", "Browsers", `<p>A browser option is not a function.</p>`)],
            [
              "/docs/v8/guides/how-to-add-testing-library/",
              page(
                "en",
                "Testing Library",
                `<p>Queries such as getByRole find elements by their role and name, as a reader sees them, in every browser of the config once the setup has run.</p><h2 id="errors">Errors</h2><p>The error browser.getByRole is not a function means that setupBrowser was not called.</p>`,
              ),
            ],
          ],
          { docs: "Docs", blog: "Blog" },
        ),
        "en",
      ),
    );
    const first = (query: string) => engine.search(query).hits[0]?.url_without_anchor;
    // Four words: a page may lack one and still come with those that have all, but not when it lacks getByRole, the
    // word the error is about ("Browsers" would lead on its title).
    expect(first("browser.getByRole is not a function")).toBe("/docs/v8/guides/how-to-add-testing-library/");
  });
});

describe("index file", () => {
  const englishPages: [string, string][] = [
    [
      "/docs/v8/config/browsers/",
      docPage({
        locale: "en",
        title: "Browsers",
        crumbs: ["Config"],
        body: `<p>Each browser is described in the browsers section; browsers run locally or in a grid.</p>
<h2 id="grid">Grid</h2><p>A remote browser runs in the grid: the grid URL, the browser name and 2 or 100 sessions per browser.</p>
<h3 id="sessions">Sessions per browser</h3><p>Sessions, sessions and more sessions: the browser constructor and __proto__ are words too.</p>`,
      }),
    ],
    [
      "/docs/v8/commands/browser/assertView/",
      docPage({
        locale: "en",
        title: "assertView",
        crumbs: ["Commands", "Browser"],
        body: `<p>Takes a screenshot of the browser page and compares it with the reference screenshot.</p>
<h2 id="options">Options</h2><p>Tolerance, antialiasing tolerance, screenshot delay and the grid of 2 screenshots.</p>`,
      }),
    ],
  ];
  const corpora: [Locale, SearchRecord[], string[]][] = [
    [
      "en",
      recordsOf(englishPages, { docs: "Docs", blog: "Blog" }),
      [
        "browsers",
        "browser grid sessions",
        "screenshot tolerance grid browser 2 antialiasing delay reference page compares options takes",
        "sess",
        // Found through the parts of the title's identifier, a field of their own.
        "assert view",
        "constructor",
        "__proto__",
      ],
    ],
    [
      "ru",
      recordsOf([
        ["/ru/docs/v8/commands/browser/assertView/", assertView],
        ["/ru/docs/v8/config/browsers/", browsers],
        ["/ru/blog/release/", blogPost],
      ]),
      [
        "браузеры",
        "скриншоты эталона селектор снимает сравнивает имя параметры",
        "удалённый браузер в гриде",
        "скрин",
        "browsers",
        "релиз",
      ],
    ],
  ];

  it.each(corpora)(
    "loads into the index MiniSearch builds, with the same results and scores (%s)",
    (_, records, queries) => {
      const indexed = records.map((record, position) => ({
        id: position,
        title: record.hierarchy.lvl1,
        heading: ownHeading(record),
        content: record.content,
      }));
      const direct = new MiniSearch(INDEX_OPTIONS);
      direct.addAll(indexed);
      const loaded = loadIndex(JSON.parse(JSON.stringify(buildIndex(indexed))));
      for (const query of queries) {
        const options = { boost: FIELD_BOOSTS, prefix: true, fuzzy: 1 };
        const expected = direct.search(query, options);
        expect(expected.length, query).toBeGreaterThan(0);
        expect(loaded.search(query, options), query).toEqual(expected);
      }
    },
  );

  it("gives back the records, each with its position as id, without the summary and links it only indexes", () => {
    const records = corpora.flatMap(([, list]) => list).map((record, position) => ({ ...record, id: position }));
    const shipped = records.map(({ description: _summary, keywords: _keywords, linksTo: _links, ...record }) =>
      record.type === "lvl1" ? { ...record, inboundLinks: 0 } : record,
    );
    expect(expandRecords(indexFile(records, "ru").pages)).toEqual(shipped);
  });

  it("ships the beginning of a long text but finds words further in, with the beginning as snippet", () => {
    const filler = "Настройка браузера. ".repeat(Math.ceil(CONTENT_EXCERPT_LENGTH / 20));
    const page = docPage({ title: "Длинная страница", body: `<p>${filler}Здесь упоминается таймаут.</p>` });
    const engine = engineFor([["/ru/docs/v8/long/", page]]);
    const [hit] = engine.search("таймаут").hits;
    expect(hit?.url).toBe("/ru/docs/v8/long/");
    expect(hit?.content.length).toBeLessThanOrEqual(CONTENT_EXCERPT_LENGTH + 1);
    expect(hit?.content).toMatch(/^Настройка браузера\. .*…$/);
    expect(hit?._snippetResult.content).toMatchObject({ matchLevel: "none", matchedWords: [] });
    expect(hit?._snippetResult.content.value).toMatch(/^Настройка браузера\. .* …$/);
  });
});

describe("DocSearch adapter", () => {
  it("answers an unreachable index with no hits and reports it", async () => {
    vi.stubGlobal("fetch", vi.fn().mockRejectedValue(new TypeError("Failed to fetch")));
    const availability = vi.fn();
    const client = createLocalSearchClient("/search-index.json", availability);
    const response = await client.search({ requests: [{ query: "config", params: { hitsPerPage: 5 } }] });
    expect(response.results[0]).toMatchObject({ hits: [], nbHits: 0, query: "config" });
    expect(availability).toHaveBeenCalledWith(false);
    vi.unstubAllGlobals();
  });
});

describe("the 'Let us know.' link for a query that finds nothing", () => {
  const newIssueUrl = "https://github.com/gemini-testing/testplane-docs/issues/new";

  it("opens a new issue titled with the query, encoded for the URL", () => {
    const url = new URL(missingResultsUrl(newIssueUrl, 'кнопка "Купить" & co'));
    expect(`${url.origin}${url.pathname}`).toBe(newIssueUrl);
    expect(url.searchParams.get("title")).toBe('Search: no results for "кнопка "Купить" & co"');
  });

  it("cuts a pasted query to its first 200 characters in the title", () => {
    const title = new URL(missingResultsUrl(newIssueUrl, "x".repeat(5000))).searchParams.get("title");
    expect(title).toBe(`Search: no results for "${"x".repeat(200)}"`);
  });
});

describe("a pasted error message", () => {
  const page = (title: string, body: string) => docPage({ locale: "en", title, crumbs: [], body });
  const engine = engineFor(
    [
      [
        "/docs/v8/reference/webdriver-vs-cdp/",
        page(
          "WebDriver vs CDP",
          "<p>WebDriver sends each command over HTTP. A WebDriver error comes back as a WebDriver response, and every WebDriver error has a code.</p>",
        ),
      ],
      [
        "/docs/v8/config/system/",
        page("system", "<p>Add <code>invalid session id</code> to patternsOnReject: the grid closed the session.</p>"),
      ],
      [
        "/docs/v8/commands/browser/assertView/",
        page(
          "assertView",
          "<p><code>ClientBridgeError: Area with css selector is hidden</code> means nothing of the area is visible.</p>",
        ),
      ],
    ],
    "en",
  );
  const first = (query: string) => engine.search(query).hits[0]?.url_without_anchor;

  it("finds the page that explains the message, not the pages that share the words of an unknown class name", () => {
    expect(first("WebDriverError: invalid session id")).toBe("/docs/v8/config/system/");
  });

  it("keeps a class name the pages mention: it is the most telling word", () => {
    expect(first("ClientBridgeError: Area is hidden")).toBe("/docs/v8/commands/browser/assertView/");
    expect(withoutUnknownErrorClass("ClientBridgeError: Area is hidden", () => true)).toBe(
      "ClientBridgeError: Area is hidden",
    );
  });

  it("drops only a leading class name that a message follows, and keeps bracketed codes", () => {
    const unknown = () => false;
    expect(withoutUnknownErrorClass("WebDriverError: invalid session id", unknown)).toBe("invalid session id");
    expect(withoutUnknownErrorClass("Error [ERR_REQUIRE_ESM]: require() of ES Module", unknown)).toBe(
      "Error [ERR_REQUIRE_ESM]: require() of ES Module",
    );
    expect(withoutUnknownErrorClass("TypeError", unknown)).toBe("TypeError");
    expect(withoutUnknownErrorClass("TypeError:   ", unknown)).toBe("TypeError:   ");
    expect(withoutUnknownErrorClass("why does WebDriverError: x happen", unknown)).toBe(
      "why does WebDriverError: x happen",
    );
  });
});
