import type { LoadContext, Plugin } from "@docusaurus/types";
import { getColorModeHeadScript, getForcedLightScript } from "./script";

/**
 * The spec's colour mode on top of the theme's own: first visit renders light, the choice
 * (light, dark or system) persists, and the locale root pages render light.
 * The toggle side lives in src/theme/ColorModeToggle and src/theme/Navbar/ColorModeToggle, with what they and the
 * landing page (src/pages/index.tsx) use in client/.
 */
export default function colorModePlugin(context: LoadContext): Plugin {
  // Each locale is built on its own, and its base URL is its root: "/" for English, "/ru/" for Russian.
  const { baseUrl, siteStorage } = context;
  return {
    name: "color-mode",
    injectHtmlTags() {
      return {
        headTags: [{ tagName: "script", innerHTML: getColorModeHeadScript(siteStorage.namespace) }],
        preBodyTags: [{ tagName: "script", innerHTML: getForcedLightScript(baseUrl) }],
      };
    },
  };
}
