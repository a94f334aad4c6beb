import type { ClientModule } from "@docusaurus/types";

/**
 * Docusaurus scrolls to the URL's hash in a layout effect of the route change. Under preact/compat the
 * new page's content, below memoized theme components, renders later in the same render pass, so the
 * heading is not there yet (and the search modal, unmounting, restores the old scroll position); the scroll
 * is repeated once the pass is over.
 */
const scrollToHashAfterRender: ClientModule = {
  onRouteDidUpdate({ location, previousLocation }) {
    if (!previousLocation || !location.hash) return;
    // Same as Docusaurus: a change of the query string alone keeps the scroll position.
    if (location.pathname === previousLocation.pathname && location.hash === previousLocation.hash) return;
    const id = decodeURIComponent(location.hash.slice(1));
    setTimeout(() => document.getElementById(id)?.scrollIntoView(), 0);
  },
};

export default scrollToHashAfterRender;
