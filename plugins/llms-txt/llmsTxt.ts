/** The llms.txt index of a locale: pure functions over the sidebars, so the order and grouping are testable. */

import type { SidebarEntry } from "../shared/sidebarEntry";

export interface IndexedPage {
  title: string;
  description?: string;
  /** Absolute URL of the Markdown copy. */
  copyUrl: string;
}

export interface Section {
  title: string;
  pages: IndexedPage[];
}

/**
 * Doc pages grouped the way the sidebar shows them: the pages a sidebar lists outside any category form
 * one section named after the sidebar, each category is a section (a nested one is "Parent / Child"),
 * and the category's own page comes first in it. Pages keep the sidebar's order.
 */
export function sidebarSections(
  sidebars: { title: string; items: SidebarEntry[] }[],
  page: (docId: string) => IndexedPage | undefined,
): Section[] {
  const sections: Section[] = [];
  // A category's own page is often also among its items; it is listed once, where it first appears.
  const seen = new Set<IndexedPage>();
  const walk = (title: string, items: SidebarEntry[], path: string) => {
    const section: Section = { title, pages: [] };
    sections.push(section);
    for (const item of items) {
      if (item.type === "category") {
        const label = path ? `${path} / ${item.label ?? ""}` : (item.label ?? "");
        const own: SidebarEntry[] = item.link?.type === "doc" ? [{ type: "doc", id: item.link.id }] : [];
        walk(label, [...own, ...(item.items ?? [])], label);
      } else if (item.type === "doc" && item.id) {
        const found = page(item.id);
        if (found && !seen.has(found)) section.pages.push(found);
        if (found) seen.add(found);
      }
    }
  };
  for (const sidebar of sidebars) walk(sidebar.title, sidebar.items, "");
  return sections.filter((section) => section.pages.length > 0);
}

function pageLine(page: IndexedPage): string {
  return `- [${page.title}](${page.copyUrl})${page.description ? `: ${page.description}` : ""}`;
}

/** llms.txt: the site's name, a summary, then a "## Section" list of links per section (llmstxt.org). */
export function llmsTxt(name: string, summary: string, details: string, sections: Section[]): string {
  const parts = [`# ${name}`, `> ${summary}`, details];
  for (const section of sections) parts.push(`## ${section.title}\n\n${section.pages.map(pageLine).join("\n")}`);
  return `${parts.join("\n\n")}\n`;
}

/** llms-full.txt: the name and summary, then every copy in order, each under a line with its URL. */
export function llmsFullTxt(name: string, summary: string, copies: { copyUrl: string; markdown: string }[]): string {
  const parts = [`# ${name}`, `> ${summary}`];
  for (const copy of copies) parts.push(`---\n\nSource: ${copy.copyUrl}\n\n${copy.markdown.trim()}`);
  return `${parts.join("\n\n")}\n`;
}
