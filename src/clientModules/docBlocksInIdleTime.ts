import type { ClientModule } from "@docusaurus/types";
import { drainInIdleTime, requestIdle } from "../utils/requestIdle";

/** The container of a doc page's blocks; src/css/custom.css skips rendering the ones away from the viewport. */
const DOC = ".theme-doc-markdown";

/**
 * Renders a block that may have had only its estimated height until now. When it sits above what
 * the reader is looking at, the page is scrolled by the change, so the view stays where it was.
 */
export function renderBlock(block: HTMLElement): void {
  if (!block.isConnected || block.style.contentVisibility === "visible") return;
  const before = block.getBoundingClientRect();
  block.style.contentVisibility = "visible";
  // Reading the size lays the block out now, rather than in the next frame with everything else.
  const change = block.getBoundingClientRect().height - before.height;
  if (before.bottom <= 0 && change !== 0) window.scrollBy(0, change);
}

/**
 * Docusaurus (or, on a first load, the browser) has scrolled to the heading a link pointed at,
 * measuring with the estimated heights of the blocks above it. Those are rendered now and the
 * heading scrolled to again, before the frame is painted.
 */
function landOnHash(blocks: HTMLElement[], hash: string): void {
  const target = document.getElementById(decodeURIComponent(hash.slice(1)));
  const last = target ? blocks.findIndex((block) => block.contains(target)) : -1;
  if (!target || last < 0) return;
  blocks.slice(0, last + 1).forEach((block) => (block.style.contentVisibility = "visible"));
  target.scrollIntoView();
}

/** Whether the reader has scrolled or pressed a key since the site's code started: then a first load keeps their place. */
let readerTookOver = false;
if (typeof window !== "undefined") {
  const takeOver = () => (readerTookOver = true);
  for (const type of ["wheel", "touchstart", "keydown"])
    window.addEventListener(type, takeOver, { once: true, passive: true });
}

export const onRouteDidUpdate: NonNullable<ClientModule["onRouteDidUpdate"]> = ({ location, previousLocation }) => {
  const doc = document.querySelector<HTMLElement>(DOC);
  if (!doc) return;
  const blocks = Array.from(doc.children) as HTMLElement[];
  // On a first load the browser has scrolled to the fragment with the same estimates, and blocks
  // rendered next to the heading since then may have pushed it down.
  const movedToHash = previousLocation
    ? location.pathname !== previousLocation.pathname || location.hash !== previousLocation.hash
    : !readerTookOver;
  if (location.hash !== "" && movedToHash) landOnHash(blocks, location.hash);
  // Block by block in idle periods: until a block is rendered, everything below it sits at an
  // estimated position; after this pass nothing moves when the reader jumps or scrolls far.
  drainInIdleTime(blocks, renderBlock, requestIdle, () => {
    doc.dataset.blocksRendered = "true";
  });
};
