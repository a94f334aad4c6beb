// Shared by the build side (which writes the cards) and the theme (which points og:image at them), so both
// derive a page's card from its permalink the same way and no table of cards has to reach the browser.

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;
/** Folder of the per-page cards, under each locale's root. */
const CARDS_FOLDER = "img/social-cards";

/**
 * The card of the page at `permalink`, relative to the locale's root (no leading slash): the page's path with
 * ".png" in place of its trailing slash, "index.png" for the locale root itself.
 */
export function cardImagePath(permalink: string, localeBaseUrl: string): string {
  const withinLocale = permalink.startsWith(localeBaseUrl) ? permalink.slice(localeBaseUrl.length) : permalink;
  const page = withinLocale.replace(/^\/+|\/+$/g, "");
  return `${CARDS_FOLDER}/${page || "index"}.png`;
}
