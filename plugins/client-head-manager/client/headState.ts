import { Children, Fragment, isValidElement, type ReactNode } from "react";

/** Tags a `<Head>` may hold several of; each is kept as its HTML attributes. */
export const TAG_TYPES = ["link", "meta", "noscript", "script", "style"] as const;
export type TagType = (typeof TAG_TYPES)[number];
export type Attributes = Record<string, unknown>;

/** What one `<Head>` element asks for. */
export interface HeadRequest {
  title?: string | undefined;
  titleAttributes?: Attributes;
  htmlAttributes?: Attributes;
  bodyAttributes?: Attributes;
  tags: Partial<Record<TagType, Attributes[]>>;
}

/** What the document should show once every mounted `<Head>` is taken into account. */
export interface HeadState {
  title: string | undefined;
  titleAttributes: Attributes;
  htmlAttributes: Attributes;
  bodyAttributes: Attributes;
  tags: Record<TagType, Attributes[]>;
}

/** React prop names whose HTML attribute is spelled differently (the rest are case-insensitive in HTML). */
const HTML_NAMES: Record<string, string> = {
  accessKey: "accesskey",
  charSet: "charset",
  className: "class",
  contentEditable: "contenteditable",
  contextMenu: "contextmenu",
  httpEquiv: "http-equiv",
  itemProp: "itemprop",
  tabIndex: "tabindex",
};

/** Tag content that is not an attribute: written as innerHTML or as a text node. */
const CONTENT_KEY: Partial<Record<TagType, "innerHTML" | "cssText">> = {
  noscript: "innerHTML",
  script: "innerHTML",
  style: "cssText",
};

/** The attributes that say which tag a later `<Head>` replaces (react-helmet-async's rules). */
const IDENTITY: Record<TagType, readonly string[]> = {
  link: ["rel", "href"],
  meta: ["name", "charset", "http-equiv", "property", "itemprop"],
  noscript: ["innerHTML"],
  script: ["src", "innerHTML"],
  style: ["cssText"],
};

const CASE_SENSITIVE_IDENTITY = new Set(["innerHTML", "cssText", "itemprop"]);

function text(children: unknown): string | undefined {
  if (children === undefined || children === null) return undefined;
  return Array.isArray(children) ? children.join("") : String(children);
}

function htmlAttributes(props: Record<string, unknown>): Attributes {
  const attributes: Attributes = {};
  for (const [name, value] of Object.entries(props)) attributes[HTML_NAMES[name] ?? name] = value;
  return attributes;
}

function isTagType(type: string): type is TagType {
  return (TAG_TYPES as readonly string[]).includes(type);
}

/** Reads the children of one `<Head>`: the same element types react-helmet-async accepts. */
export function describeHead(children: ReactNode, request: HeadRequest = { tags: {} }): HeadRequest {
  Children.forEach(children, (child) => {
    if (!isValidElement<Record<string, unknown>>(child)) return;
    const { children: content, ...props } = child.props;
    if (child.type === Fragment) {
      describeHead(content as ReactNode, request);
      return;
    }
    const type = typeof child.type === "string" ? child.type : "";
    const attributes = htmlAttributes(props);
    if (type === "title") {
      request.title = text(content);
      request.titleAttributes = attributes;
    } else if (type === "html") {
      request.htmlAttributes = attributes;
    } else if (type === "body") {
      request.bodyAttributes = attributes;
    } else if (isTagType(type)) {
      const contentKey = CONTENT_KEY[type];
      if (content !== undefined && !contentKey) throw new Error(`<Head>: <${type}> cannot have children.`);
      const tag = contentKey && content !== undefined ? { ...attributes, [contentKey]: text(content) } : attributes;
      (request.tags[type] ??= []).push(tag);
    } else {
      throw new Error(`<Head> cannot hold <${type || "a component"}>; use title, html, body, ${TAG_TYPES.join(", ")}.`);
    }
  });
  return request;
}

/** The attribute that identifies a tag, or undefined for a tag that never reaches the document. */
function identityOf(type: TagType, tag: Attributes): string | undefined {
  const identity = IDENTITY[type];
  let key: string | undefined;
  for (const name of Object.keys(tag)) {
    const lower = name.toLowerCase();
    const value = (attribute: string) => String(tag[attribute]).toLowerCase();
    // rel identifies a canonical link (there is one per page), href any other link, stylesheets included.
    const keepsCanonical = key === "rel" && value("rel") === "canonical";
    const isStylesheetRel = lower === "rel" && value(lower) === "stylesheet";
    if (identity.includes(lower) && !keepsCanonical && !isStylesheetRel) key = lower;
    if (CASE_SENSITIVE_IDENTITY.has(name) && identity.includes(name)) key = name;
  }
  return key && tag[key] ? key : undefined;
}

/**
 * Tags of one type from every request, outermost first. A tag is dropped when a request rendered
 * later (deeper in the tree) has a tag with the same identifying attribute and value.
 */
function mergeTags(type: TagType, requests: readonly HeadRequest[]): Attributes[] {
  const claimedLater = new Set<string>();
  const kept: Attributes[][] = [];
  for (const request of [...requests].reverse()) {
    const claimedHere = new Set<string>();
    kept.unshift(
      (request.tags[type] ?? []).filter((tag) => {
        const key = identityOf(type, tag);
        if (!key) return false;
        const claim = `${key}\n${String(tag[key]).toLowerCase()}`;
        if (claimedLater.has(claim)) return false;
        claimedHere.add(claim);
        return true;
      }),
    );
    for (const claim of claimedHere) claimedLater.add(claim);
  }
  return kept.flat();
}

function mergeAttributes(list: readonly (Attributes | undefined)[]): Attributes {
  return Object.assign({}, ...list.filter(Boolean)) as Attributes;
}

/** Combines requests listed in the order their `<Head>` first rendered: later ones win. */
export function mergeHeadRequests(requests: readonly HeadRequest[]): HeadState {
  const titled = [...requests].reverse().find((request) => "title" in request);
  return {
    title: titled?.title || undefined,
    titleAttributes: mergeAttributes(requests.map((request) => request.titleAttributes)),
    htmlAttributes: mergeAttributes(requests.map((request) => request.htmlAttributes)),
    bodyAttributes: mergeAttributes(requests.map((request) => request.bodyAttributes)),
    tags: Object.fromEntries(TAG_TYPES.map((type) => [type, mergeTags(type, requests)])) as HeadState["tags"],
  };
}
