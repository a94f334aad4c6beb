import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

export { default as remarkPrismTokens } from "./remarkPrismTokens";

/**
 * Keeps Prism out of the browser bundles: the theme registers a client module that imports Prism
 * (and the extra languages) on every page; it is replaced by an empty module, since code blocks
 * render tokens computed at build time (remarkPrismTokens, src/theme/CodeBlock/Content).
 */
export default function prebuiltHighlightPlugin(): Plugin {
  const themeModule = require.resolve("@docusaurus/theme-classic/lib/prism-include-languages").replace(/\.js$/, "");
  const replacement = join(__dirname, "client/themeClientModule.ts");
  return {
    name: "prebuilt-highlight",
    configureWebpack() {
      return { resolve: { alias: { [`${themeModule}$`]: replacement, [`${themeModule}.js$`]: replacement } } };
    },
  };
}
