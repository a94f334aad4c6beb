import { load, type CheerioAPI } from "cheerio";
import type { AnyNode, Element } from "domhandler";
import { buildIndex } from "./searchIndex";
import type { Locale } from "./text";
import type { SearchRecord, SerializedPage, SerializedRecord, SerializedSearchIndex } from "./types";

/** Labels for the top level of a result's hierarchy, per locale (DocSearch groups results by it). */
export interface SectionLabels {
  docs: string;
  blog: string;
}

/** The text indexed per record. */
const CONTENT_LIMIT = 1200;
/**
 * The text shipped per record, for the result snippet (a window of 24 words around the first match). The
 * index file must stay within 400 KB gzipped per locale (bench/budgets.json) and the text is most of it:
 * at 360 characters the Russian file, the larger one, is about 383 KB (the English one 320 KB), which
 * leaves room for new pages (at 400 it had reached 399 KB). A match further into the text is still found;
 * its snippet shows the beginning of the text.
 */
export const CONTENT_EXCERPT_LENGTH = 360;

/** A link to a doc page or blog post, as the built pages write them (absolute paths). */
const PAGE_LINK = /^(\/[^/]+)*\/(docs|blog)\//;
const TEXT_BLOCKS = "p, li, td, th, blockquote, dt, dd, summary";

function clean(text: string): string {
  return text
    .replace(/\u200b/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A block's text, ended with " ·" when it has no closing punctuation: list items and table cells would
 * otherwise run together in a snippet ("…the viewport saveScreenshot — save…").
 */
function asBlock(text: string): string {
  const trimmed = clean(text);
  return /[.!?:;,…·]$/.test(trimmed) || trimmed === "" ? trimmed : `${trimmed} ·`;
}

function cap(text: string, limit: number): string {
  return text.length <= limit ? text : `${text.slice(0, limit).replace(/\s+\S*$/, "")}…`;
}

function meta($: CheerioAPI, name: string): string[] {
  return $(`meta[name="${name}"]`)
    .map((_, el) => $(el).attr("content") ?? "")
    .get()
    .filter(Boolean);
}

/** Breadcrumb labels between the home icon and the current page: "Commands › browser". */
function breadcrumbTrail($: CheerioAPI): string[] {
  return $("nav.theme-doc-breadcrumbs .breadcrumbs__item")
    .not(".breadcrumbs__item--active")
    .map((_, el) => clean($(el).text()))
    .get()
    .filter(Boolean);
}

/**
 * Records of one built page: the page itself and each h2–h4 section, with the text that follows
 * each heading up to the next one. Returns nothing for pages that are not docs or blog posts.
 * `siteKeywords` is the keywords meta of pages that have none of their own (themeConfig.metadata): not indexed.
 */
export function extractRecords(
  html: string,
  path: string,
  labels: SectionLabels,
  firstId = 0,
  siteKeywords = "",
): SearchRecord[] {
  const $ = load(html);
  const htmlClass = $("html").attr("class") ?? "";
  const isDoc = /\bdocs-doc-page\b/.test(htmlClass);
  const isPost = /\bblog-post-page\b/.test(htmlClass);
  if (!isDoc && !isPost) return [];

  const root = isDoc ? $("article .theme-doc-markdown").first() : $("article").first();
  if (root.length === 0) return [];
  root.find(".hash-link, pre, .theme-code-block, script, style, svg").remove();
  const linksTo = [
    ...new Set(
      root
        .find("a[href]")
        .map((_, link) => ($(link).attr("href") ?? "").replace(/[?#].*$/, ""))
        .get()
        .filter((href) => href !== path && PAGE_LINK.test(href)),
    ),
  ];

  const title = clean(root.find("h1").first().text() || $("title").text());
  // A doc at the top of its sidebar has no trail: it is grouped under its sidebar's navbar item ("UI" for the report's
  // pages), which the theme marks active on it.
  const sidebarLabel = clean($(".navbar__link--active").first().text());
  const lvl0 = isDoc ? breadcrumbTrail($).join(" › ") || sidebarLabel || labels.docs : labels.blog;
  const language = meta($, "docusaurus_locale")[0] ?? "";
  const tags = meta($, "docusaurus_tag");

  const records: SearchRecord[] = [];
  const hierarchy: SearchRecord["hierarchy"] = { lvl0, lvl1: title, lvl2: null, lvl3: null, lvl4: null };
  let current: SearchRecord = {
    id: firstId,
    url: path,
    type: "lvl1",
    hierarchy: { ...hierarchy },
    content: "",
    description: clean(meta($, "description")[0] ?? ""),
    keywords: clean(
      meta($, "keywords")
        .filter((keywords) => keywords !== siteKeywords)
        .join(" "),
    ),
    linksTo,
    language,
    docusaurus_tag: tags,
  };
  const texts: string[] = [];
  // The bold lead of each block: a troubleshooting entry's message, a note's topic.
  const leads: string[] = [];
  const flush = () => {
    const text = clean(texts.join(" "));
    const capped = cap(text, CONTENT_LIMIT);
    // Past the cap, a long section's entries are still found by their leads ("Unable to connect to …").
    const later = text.length > CONTENT_LIMIT ? leads.filter((lead) => !capped.includes(lead)) : [];
    current.content = later.length === 0 ? capped : `${capped} ${later.join(" ")}`;
    records.push(current);
    texts.length = 0;
    leads.length = 0;
  };

  const visit = (node: AnyNode) => {
    if (node.type !== "tag") return;
    const element = node as Element;
    const heading = /^h([234])$/.exec(element.tagName);
    if (heading) {
      flush();
      const level = Number(heading[1]) as 2 | 3 | 4;
      const text = clean($(element).text());
      if (level === 2) Object.assign(hierarchy, { lvl2: text, lvl3: null, lvl4: null });
      if (level === 3) Object.assign(hierarchy, { lvl3: text, lvl4: null });
      if (level === 4) Object.assign(hierarchy, { lvl4: text });
      const anchor = $(element).attr("id");
      current = {
        id: firstId + records.length,
        url: anchor ? `${path}#${anchor}` : path,
        type: `lvl${level}`,
        hierarchy: { ...hierarchy },
        content: "",
        language,
        docusaurus_tag: tags,
      };
      return;
    }
    if ($(element).is(TEXT_BLOCKS)) {
      const text = clean($(element).text());
      texts.push(asBlock(text));
      const first = $(element).children().first();
      const lead = first.is("strong") ? clean(first.text()) : "";
      if (lead !== "" && text.startsWith(lead)) leads.push(lead);
      return;
    }
    element.children.forEach(visit);
  };
  root.children().each((_, child) => visit(child));
  flush();
  return records;
}

/** The record's own heading: the deepest level of its hierarchy. */
export function ownHeading(record: SearchRecord): string {
  const { lvl2, lvl3, lvl4 } = record.hierarchy;
  return (record.type === "lvl4" ? lvl4 : record.type === "lvl3" ? lvl3 : record.type === "lvl2" ? lvl2 : null) ?? "";
}

/** Section headings found on this many pages or more are a page shape's, not a topic's ("Notes", "Install"). */
const GENERIC_HEADING_PAGES = 10;

/** The section headings (lower case) that many pages share. */
function genericHeadings(records: SearchRecord[]): Set<string> {
  const pages = new Map<string, Set<string>>();
  for (const record of records) {
    const heading = ownHeading(record).toLowerCase();
    if (heading === "") continue;
    const url = record.url.split("#")[0] ?? "";
    pages.set(heading, (pages.get(heading) ?? new Set()).add(url));
  }
  return new Set([...pages].filter(([, urls]) => urls.size >= GENERIC_HEADING_PAGES).map(([heading]) => heading));
}

/** For each page, how many other pages link to it. */
function inboundLinks(records: SearchRecord[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records)
    for (const target of record.linksTo ?? []) counts.set(target, (counts.get(target) ?? 0) + 1);
  return counts;
}

/** Records grouped by page: consecutive records that share their page's data. */
function toPages(records: SearchRecord[]): SerializedPage[] {
  const links = inboundLinks(records);
  const pages: SerializedPage[] = [];
  let lastKey = "";
  for (const record of records) {
    const hash = record.url.indexOf("#");
    const url = hash === -1 ? record.url : record.url.slice(0, hash);
    const anchor = hash === -1 ? null : record.url.slice(hash + 1);
    const { lvl0, lvl1, lvl2, lvl3, lvl4 } = record.hierarchy;
    const shared = [url, lvl0, lvl1, record.language, record.docusaurus_tag] as const;
    const key = JSON.stringify(shared);
    if (key !== lastKey) pages.push([...shared, [], links.get(url) ?? 0]);
    lastKey = key;
    const sections: SerializedRecord[] = pages[pages.length - 1][5];
    sections.push([record.type, anchor, lvl2, lvl3, lvl4, cap(record.content, CONTENT_EXCERPT_LENGTH)]);
  }
  return pages;
}

/**
 * Indexes titles, headings and text (text.ts: identifier parts, stemming for both languages).
 * Records are referred to by their position, which the browser gives them as ids.
 */
export function buildSearchIndex(records: SearchRecord[], locale: Locale): SerializedSearchIndex {
  const generic = genericHeadings(records);
  const index = buildIndex(
    records.map((record, position) => {
      const heading = ownHeading(record);
      const isGeneric = generic.has(heading.toLowerCase());
      return {
        id: position,
        // On every record of the page, so that a query's words may be found in the title and the section together.
        title: record.hierarchy.lvl1,
        // The page's own record is headed by its summary (front matter), and has its keywords in a field of their
        // own: a section is headed by its heading, unless many pages share it ("Install", "Parameters"), which says
        // nothing about which page it is.
        heading: record.type === "lvl1" ? (record.description ?? "") : isGeneric ? "" : heading,
        content: isGeneric ? `${heading} ${record.content}` : record.content,
        ...(record.type === "lvl1" && record.keywords ? { keywords: record.keywords } : {}),
      };
    }),
  );
  return { version: 5, locale, pages: toPages(records), index };
}
