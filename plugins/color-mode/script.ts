/**
 * Storage keys of the colour mode. Docusaurus keeps the effective theme under "theme" (absent means
 * "follow the system"); we also keep the reader's explicit choice under "color-mode", because an
 * absent "theme" cannot tell a first visit (which must render light) from a chosen "system".
 */
export const THEME_STORAGE_KEY = "theme";
export const COLOR_MODE_STORAGE_KEY = "color-mode";

export type ColorModeChoice = "light" | "dark" | "system";

export function toChoice(value: string | null): ColorModeChoice | null {
  return value === "light" || value === "dark" || value === "system" ? value : null;
}

/**
 * Inline script that runs in <head>, before the theme's own script reads "theme": a first-time
 * visitor gets light; a stored choice is mirrored into "theme" so both keys agree.
 * `namespace` is the site's storage namespace, which the theme appends to every key.
 */
export function getColorModeHeadScript(namespace = ""): string {
  const choiceKey = JSON.stringify(COLOR_MODE_STORAGE_KEY + namespace);
  const themeKey = JSON.stringify(THEME_STORAGE_KEY + namespace);
  return `(function(){try{var s=window.localStorage,c=s.getItem(${choiceKey}),t=${themeKey};if(c==="system"){s.removeItem(t)}else if(c==="light"||c==="dark"){s.setItem(t,c)}else if(s.getItem(t)===null){s.setItem(t,"light")}}catch(e){}})();`;
}

/** Whether a path is the locale's root page ("/ru/" or "/ru/index.html" when the locale's base URL is "/ru/"). */
export function isLocaleRoot(pathname: string, localeBaseUrl: string): boolean {
  return pathname.replace(/index\.html$/, "") === localeBaseUrl;
}

/**
 * Inline script that runs right after the theme's own one, before the first paint: the locale's root page always
 * renders light, whatever the stored choice. The test is isLocaleRoot's, written out for the page.
 */
export function getForcedLightScript(localeBaseUrl: string): string {
  return `(function(){if(window.location.pathname.replace(/index\\.html$/,"")===${JSON.stringify(localeBaseUrl)}){document.documentElement.setAttribute("data-theme","light")}})();`;
}
