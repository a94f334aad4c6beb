import type { LoadedVersion } from "@docusaurus/plugin-content-docs";
import { describe, expect, it } from "vitest";
import { redirectPage, sectionStarts } from "../../plugins/section-redirects";

/** A docs version with just the fields the plugin reads. */
function version(docs: [id: string, permalink: string][], sidebars: LoadedVersion["sidebars"]): LoadedVersion {
  return {
    path: "/ru/docs/v8",
    docs: docs.map(([id, permalink]) => ({ id, permalink, title: `Title of ${id}` })),
    sidebars,
  } as unknown as LoadedVersion;
}

const doc = (id: string) => ({ type: "doc" as const, id });
const category = (items: LoadedVersion["sidebars"][string], link?: string) => ({
  type: "category" as const,
  label: "Section",
  collapsed: true,
  collapsible: true,
  items,
  ...(link ? { link: { type: "doc" as const, id: link } } : {}),
});

const starts = (value: LoadedVersion) =>
  Object.fromEntries([...sectionStarts(value)].map(([folder, page]) => [folder, page.permalink]));

describe("section redirects", () => {
  it("sends a folder to the first of its pages in sidebar order, not in file order", () => {
    const value = version(
      [
        ["guides/a", "/ru/docs/v8/guides/a"],
        ["guides/b", "/ru/docs/v8/guides/b"],
      ],
      { main: [category([doc("guides/b"), doc("guides/a")])] },
    );
    expect(starts(value)).toEqual({ "/ru/docs/v8/guides": "/ru/docs/v8/guides/b/" });
  });

  it("prefers a section's own page, and gives each nested folder its own first page", () => {
    const value = version(
      [
        ["commands/browser/url", "/ru/docs/v8/commands/browser/url"],
        ["commands/overview", "/ru/docs/v8/commands/overview"],
      ],
      { main: [category([category([doc("commands/browser/url")])], "commands/overview")] },
    );
    expect(starts(value)).toEqual({
      "/ru/docs/v8/commands": "/ru/docs/v8/commands/overview/",
      "/ru/docs/v8/commands/browser": "/ru/docs/v8/commands/browser/url/",
    });
  });

  it("leaves out folders that are pages themselves and the version's root", () => {
    const value = version(
      [
        ["index", "/ru/docs/v8/"],
        ["config/main", "/ru/docs/v8/config"],
        ["config/browsers", "/ru/docs/v8/config/browsers"],
      ],
      { main: [doc("index"), doc("config/main"), doc("config/browsers")] },
    );
    expect(starts(value)).toEqual({});
  });

  it("still covers pages that no sidebar lists, after the listed ones", () => {
    const value = version(
      [
        ["extra/hidden", "/ru/docs/v8/extra/hidden"],
        ["guides/a", "/ru/docs/v8/guides/a"],
      ],
      { main: [doc("guides/a")] },
    );
    expect(starts(value)).toEqual({
      "/ru/docs/v8/guides": "/ru/docs/v8/guides/a/",
      "/ru/docs/v8/extra": "/ru/docs/v8/extra/hidden/",
    });
  });

  it("writes a page that needs no script and escapes the title", () => {
    const html = redirectPage({ permalink: "/docs/v8/a/", title: "<A & B>" }, "https://testplane.io", "en-US");
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/v8/a/">');
    expect(html).toContain('<link rel="canonical" href="https://testplane.io/docs/v8/a/">');
    expect(html).toContain("<title>&lt;A &amp; B&gt;</title>");
    expect(html).not.toContain("<script");
  });
});
