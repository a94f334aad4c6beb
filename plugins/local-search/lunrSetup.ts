import lunr from "lunr";
import stemmerSupport from "lunr-languages/lunr.stemmer.support";
import russian from "lunr-languages/lunr.ru";
import multi from "lunr-languages/lunr.multi";

/**
 * lunr with the Russian stemmer registered. The same setup runs when the index is built and when
 * it is loaded in the browser: a serialized index names its pipeline functions, and loading
 * fails unless those functions are registered.
 */
// The build loads the site config once per locale; registering twice only produces warnings.
if (!("ru" in lunr)) {
  stemmerSupport(lunr);
  russian(lunr);
  multi(lunr);
}

export type Locale = "en" | "ru";

/** The language pipeline for a locale: Russian pages mix Russian prose with English identifiers. */
export function languagePlugin(locale: Locale): lunr.Builder.Plugin | undefined {
  return locale === "ru"
    ? (lunr as unknown as { multiLanguage: (...l: string[]) => lunr.Builder.Plugin }).multiLanguage("en", "ru")
    : undefined;
}

export { lunr };
