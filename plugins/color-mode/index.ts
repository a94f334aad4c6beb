import type { LoadContext, Plugin } from "@docusaurus/types";
import { getColorModeHeadScript, getForcedLightScript } from "./script";

/**
 * The spec's colour mode on top of the theme's own: first visit renders light, the choice
 * (light, dark or system) persists, and the locale root pages render light.
 * The toggle side lives in src/theme/ColorModeToggle and src/theme/Navbar/ColorModeToggle.
 */
export default function colorModePlugin(context: LoadContext): Plugin {
  const { siteConfig, siteStorage, i18n } = context;
  const localeRoots = i18n.locales.map((locale) =>
    locale === i18n.defaultLocale ? siteConfig.baseUrl : `${siteConfig.baseUrl}${locale}/`,
  );
  return {
    name: "color-mode",
    injectHtmlTags() {
      return {
        headTags: [{ tagName: "script", innerHTML: getColorModeHeadScript(siteStorage.namespace) }],
        preBodyTags: [{ tagName: "script", innerHTML: getForcedLightScript(localeRoots) }],
      };
    },
  };
}
