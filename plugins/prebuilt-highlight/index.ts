import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ThemeConfig } from "@docusaurus/theme-common";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { themeStylesheet } from "./tokenStyles";

export { default as remarkPrismTokens } from "./remarkPrismTokens";

/**
 * Code blocks highlighted at build time, all in this folder: the remark plugin (remarkPrismTokens.ts)
 * stores each block's tokens, the theme components in theme/ (CodeBlock, MDXComponents) render them,
 * and colours come from CSS variables (tokenStyles.ts).
 *
 * Keeps Prism out of the browser bundles: the theme registers a client module that imports Prism
 * (and the extra languages) on every page; it is replaced by an empty module, since code blocks
 * render tokens computed at build time (remarkPrismTokens, theme/CodeBlock/Content).
 * Also adds the stylesheet with both Prism themes' colours as CSS variables (tokenStyles.ts).
 */
export default function prebuiltHighlightPlugin(context: LoadContext): Plugin {
  const { prism } = context.siteConfig.themeConfig as unknown as ThemeConfig;
  const stylesheet = join(context.generatedFilesDir, "prebuilt-highlight", "prism-themes.css");
  mkdirSync(join(stylesheet, ".."), { recursive: true });
  writeFileSync(stylesheet, themeStylesheet(prism.theme, prism.darkTheme ?? prism.theme));
  const themeModule = require.resolve("@docusaurus/theme-classic/lib/prism-include-languages").replace(/\.js$/, "");
  const replacement = join(__dirname, "client/themeClientModule.ts");
  return {
    name: "prebuilt-highlight",
    getClientModules: () => [stylesheet],
    getThemePath: () => join(__dirname, "theme"),
    configureWebpack() {
      return { resolve: { alias: { [`${themeModule}$`]: replacement, [`${themeModule}.js$`]: replacement } } };
    },
  };
}
