import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ThemeConfig } from "@docusaurus/theme-common";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { themeStylesheet } from "./tokenStyles";

export { default as remarkPrismTokens } from "./remarkPrismTokens";

/**
 * Code blocks highlighted at build time, all in this folder: the remark plugin (remarkPrismTokens.ts)
 * stores each block's tokens, the theme components in theme/ (CodeBlock, MDXComponents) render them,
 * and colours come from a stylesheet on the token classes (tokenStyles.ts).
 *
 * Keeps Prism out of the browser bundles: theme/prism-include-languages (the theme's, ejected) loads no
 * languages, and the browser build resolves `prism-react-renderer` to client/prismReactRenderer.ts, since
 * code blocks render tokens computed at build time (remarkPrismTokens, theme/CodeBlock/Content).
 * tests/content/site/browser-bundles.test.ts fails if Prism comes back.
 * Also adds that stylesheet, generated from both Prism themes of the site config.
 */
export default function prebuiltHighlightPlugin(context: LoadContext): Plugin {
  const { prism } = context.siteConfig.themeConfig as unknown as ThemeConfig;
  const stylesheet = join(context.generatedFilesDir, "prebuilt-highlight", "prism-themes.css");
  mkdirSync(join(stylesheet, ".."), { recursive: true });
  writeFileSync(stylesheet, themeStylesheet(prism.theme, prism.darkTheme ?? prism.theme));
  return {
    name: "prebuilt-highlight",
    getClientModules: () => [stylesheet],
    getThemePath: () => join(__dirname, "theme"),
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { "prism-react-renderer$": join(__dirname, "client/prismReactRenderer.ts") } } };
    },
  };
}
