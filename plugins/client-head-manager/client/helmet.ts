/**
 * Stands in for react-helmet-async in the browser bundle (see ../index.ts). It keeps the library's
 * rules for combining `<Head>` elements and writes the result to the document the way the library
 * does, so the head that server rendering produced is kept as it is on hydration.
 */
import { Component, type ReactNode } from "react";
import {
  describeHead,
  mergeHeadRequests,
  TAG_TYPES,
  type Attributes,
  type HeadRequest,
  type HeadState,
  type TagType,
} from "./headState";

/** Marks the tags and attributes this module owns; server rendering writes the same marker. */
const MARKER = "data-rh";

function writeAttributes(element: Element | null, attributes: Attributes): void {
  if (!element) return;
  const names = Object.keys(attributes);
  for (const name of names) {
    const value = String(attributes[name] || "");
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  const owned = element.getAttribute(MARKER)?.split(",") ?? [];
  for (const name of owned) if (name && !names.includes(name)) element.removeAttribute(name);
  const marker = names.join(",");
  if (!marker) element.removeAttribute(MARKER);
  else if (element.getAttribute(MARKER) !== marker) element.setAttribute(MARKER, marker);
}

function createTag(type: TagType, tag: Attributes): HTMLElement {
  const element = document.createElement(type);
  for (const [name, value] of Object.entries(tag)) {
    if (name === "innerHTML") element.innerHTML = String(value);
    else if (name === "cssText") element.appendChild(document.createTextNode(String(value)));
    else element.setAttribute(name, value === undefined ? "" : String(value));
  }
  element.setAttribute(MARKER, "true");
  return element;
}

/** Replaces the owned tags of one type, leaving in place those that are already right. */
function writeTags(type: TagType, tags: readonly Attributes[]): void {
  const stale = Array.from(document.head.querySelectorAll(`${type}[${MARKER}]`));
  const added: HTMLElement[] = [];
  for (const tag of tags) {
    const element = createTag(type, tag);
    const same = stale.findIndex((existing) => element.isEqualNode(existing));
    if (same === -1) added.push(element);
    else stale.splice(same, 1);
  }
  for (const element of stale) element.remove();
  for (const element of added) document.head.appendChild(element);
}

function writeHead(state: HeadState): void {
  writeAttributes(document.body, state.bodyAttributes);
  writeAttributes(document.documentElement, state.htmlAttributes);
  if (state.title !== undefined && document.title !== state.title) document.title = state.title;
  writeAttributes(document.querySelector("title"), state.titleAttributes);
  for (const type of TAG_TYPES) writeTags(type, state.tags[type]);
}

/** Every `<Head>` that has rendered, in the order of its first render: later ones win, as on the server. */
const heads: Helmet[] = [];
let pendingFrame = 0;

/** Writes the head once per frame, after React has committed, from the `<Head>` elements that mounted. */
function scheduleWrite(): void {
  cancelAnimationFrame(pendingFrame);
  pendingFrame = requestAnimationFrame(() => {
    pendingFrame = 0;
    writeHead(mergeHeadRequests(heads.flatMap((head) => (head.request ? [head.request] : []))));
  });
}

interface HelmetProps {
  children?: ReactNode;
}

export class Helmet extends Component<HelmetProps> {
  /** Set on commit, so a render that React throws away never reaches the document. */
  request: HeadRequest | undefined;
  private signature = "";

  override componentDidMount(): void {
    this.commit();
  }

  override componentDidUpdate(): void {
    this.commit();
  }

  override componentWillUnmount(): void {
    const index = heads.indexOf(this);
    if (index !== -1) heads.splice(index, 1);
    scheduleWrite();
  }

  override render(): null {
    // Registered while rendering, not on mount: mounting runs children before parents, rendering runs in tree order.
    if (!heads.includes(this)) heads.push(this);
    return null;
  }

  private commit(): void {
    this.request = describeHead(this.props.children);
    const signature = JSON.stringify(this.request);
    if (signature === this.signature) return;
    this.signature = signature;
    scheduleWrite();
  }
}

/** Server rendering collects the head through this provider; in the browser there is nothing to collect. */
export function HelmetProvider({ children }: { children?: ReactNode }): ReactNode {
  return children;
}
