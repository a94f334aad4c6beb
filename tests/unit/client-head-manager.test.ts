import { createRequire } from "node:module";
import { load } from "cheerio";
import { createElement as h, Fragment, type ComponentType, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import {
  describeHead,
  mergeHeadRequests,
  TAG_TYPES,
  type HeadRequest,
} from "../../plugins/client-head-manager/client/headState";

// The exact react-helmet-async that Docusaurus renders pages with on the server.
const helmetLibrary = createRequire(require.resolve("@docusaurus/core/package.json"))("react-helmet-async") as {
  Helmet: ComponentType<{ children?: ReactNode }>;
  HelmetProvider: ComponentType<{ context: object; children?: ReactNode }>;
};

type HeadComponent = ComponentType<{ children?: ReactNode }>;
type Scene = (Head: HeadComponent) => ReactNode;

interface Tag {
  attributes: Record<string, string>;
  content: string;
}
interface Snapshot {
  title: string;
  html: Record<string, string>;
  body: Record<string, string>;
  tags: Record<string, Tag[]>;
}

function parseTags(html: string): Tag[] {
  const $ = load(html, null, false);
  return $.root()
    .children()
    .toArray()
    .map((element) => {
      const { "data-rh": _marker, ...attributes } = element.attribs;
      return { attributes, content: $(element).html() ?? "" };
    });
}

function parseAttributes(html: string): Record<string, string> {
  return load(`<div ${html}></div>`, null, false)("div").attr() ?? {};
}

/** What react-helmet-async puts in a server-rendered page for the scene. */
function libraryHead(scene: Scene): Snapshot {
  const context: { helmet?: Record<string, { toString(): string }> } = {};
  renderToString(h(helmetLibrary.HelmetProvider, { context }, scene(helmetLibrary.Helmet)));
  const helmet = context.helmet!;
  return {
    title: load(helmet.title!.toString(), null, false)("title").text(),
    html: parseAttributes(helmet.htmlAttributes!.toString()),
    body: parseAttributes(helmet.bodyAttributes!.toString()),
    tags: Object.fromEntries(TAG_TYPES.map((type) => [type, parseTags(helmet[type]!.toString())])),
  };
}

/** What the client head manager writes for the same scene, rendered in the same (tree) order. */
function managerHead(scene: Scene): Snapshot {
  const requests: HeadRequest[] = [];
  const Head: HeadComponent = ({ children }) => {
    requests.push(describeHead(children));
    return null;
  };
  renderToString(h(Fragment, null, scene(Head)));
  const state = mergeHeadRequests(requests);
  const strings = (attributes: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(attributes).map(([name, value]) => [name.toLowerCase(), String(value || "")]));
  return {
    title: state.title ?? "",
    html: strings(state.htmlAttributes),
    body: strings(state.bodyAttributes),
    tags: Object.fromEntries(
      TAG_TYPES.map((type) => [
        type,
        state.tags[type].map(({ innerHTML, cssText, ...attributes }) => ({
          attributes: Object.fromEntries(
            Object.entries(attributes).map(([name, value]) => [
              name.toLowerCase(),
              value === undefined ? "" : String(value),
            ]),
          ),
          content: String(innerHTML ?? cssText ?? ""),
        })),
      ]),
    ),
  };
}

const scenes: Record<string, Scene> = {
  "a site, a layout and a page, each setting part of the head": (Head) =>
    h(
      Fragment,
      null,
      h(
        Head,
        null,
        h("html", { lang: "ru-RU", dir: "ltr" }),
        h("title", null, "Testplane"),
        h("meta", { name: "viewport", content: "width=device-width" }),
        h("meta", { property: "og:locale", content: "ru_RU" }),
        h("link", { rel: "canonical", href: "https://testplane.io/" }),
        h("link", { rel: "alternate", href: "https://testplane.io/", hrefLang: "en-US" }),
        h("link", { rel: "alternate", href: "https://testplane.io/ru/", hrefLang: "ru-RU" }),
      ),
      h(
        Head,
        null,
        h("html", { className: "docs-wrapper", "data-has-hydrated": "false" }),
        h("body", { className: "navigation-with-keyboard" }),
      ),
      h(
        Head,
        null,
        h("title", null, "Браузеры | Testplane"),
        h("meta", { name: "description", content: "Секция browsers" }),
        h("meta", { property: "og:title", content: "Браузеры | Testplane" }),
        h("link", { href: "https://testplane.io/ru/docs/v8/config/browsers/", rel: "canonical" }),
        h("script", { type: "application/ld+json" }, '{"@type":"BreadcrumbList"}'),
      ),
    ),
  "a deeper head replaces tags by name, property and href but not by content": (Head) =>
    h(
      Fragment,
      null,
      h(
        Head,
        null,
        h("meta", { name: "Description", content: "outer" }),
        h("meta", { property: "og:url", content: "https://a.example/" }),
        h("meta", { name: "keywords", content: "kept" }),
        h("link", { rel: "alternate", href: "https://a.example/x", hrefLang: "en" }),
        h("link", { rel: "stylesheet", href: "/a.css" }),
        h("link", { rel: "stylesheet", href: "/b.css" }),
      ),
      h(
        "div",
        null,
        h(
          Head,
          null,
          h("meta", { name: "description", content: "inner" }),
          h("meta", { property: "og:url", content: "https://b.example/" }),
          h("meta", { itemProp: "name", content: "inner item" }),
          h("link", { rel: "alternate", href: "https://A.example/x", hrefLang: "ru" }),
          h("link", { rel: "stylesheet", href: "/b.css", media: "print" }),
        ),
      ),
    ),
  "one head may repeat a tag; tags with nothing to identify them are left out": (Head) =>
    h(
      Head,
      null,
      h("meta", { name: "robots", content: "noindex" }),
      h("meta", { name: "robots", content: "nofollow" }),
      h("meta", { content: "no name" }),
      h("link", { hrefLang: "en" }),
      h("meta", { charSet: "utf-8" }),
      h("meta", { httpEquiv: "refresh", content: "0; url=/docs/v8/" }),
    ),
  "fragments, a title made of parts, and an empty title deeper down": (Head) =>
    h(
      Fragment,
      null,
      h(Head, null, h(Fragment, null, h("title", null, "Part one, ", "part two"), h("style", null, "body{color:red}"))),
      h(Head, null, h("noscript", null, "JavaScript is off")),
      h(Head, null, h("title", null)),
    ),
  "attributes merge across heads and the deepest value wins": (Head) =>
    h(
      Fragment,
      null,
      h(Head, null, h("html", { lang: "en", className: "a" }), h("body", { className: "outer" })),
      h(Head, null, h("html", { className: "b", "data-theme-ready": "yes" })),
      h(Head, null, h("title", { itemProp: "name" }, "With attributes"), h("body", { id: "page" })),
    ),
};

describe("client head manager combines <Head> elements as react-helmet-async does", () => {
  for (const [name, scene] of Object.entries(scenes)) {
    it(name, () => {
      expect(managerHead(scene)).toEqual(libraryHead(scene));
    });
  }

  it("the scenes exercise replacement: some tag of a deeper head actually displaced an outer one", () => {
    const replaced = libraryHead(scenes["a deeper head replaces tags by name, property and href but not by content"]!);
    expect(replaced.tags.meta!.map((tag) => tag.attributes.content)).toEqual([
      "kept",
      "inner",
      "https://b.example/",
      "inner item",
    ]);
  });

  it("refuses an element the document head cannot hold, naming it", () => {
    expect(() => describeHead(h("div", null))).toThrow(/<Head> cannot hold <div>/);
    expect(() => describeHead(h("meta", { name: "x" }, "text"))).toThrow(/<meta> cannot have children/);
  });
});
