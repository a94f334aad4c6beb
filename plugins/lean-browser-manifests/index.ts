import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import type { Configuration } from "webpack";

/** Writes a file only when its content changes, so the build cache keeps the modules that import it. */
function writeIfChanged(file: string, content: string): void {
  if (!existsSync(file) || readFileSync(file, "utf8") !== content) writeFileSync(file, content);
}

/** Points exact module requests (`name$`) at other files, ahead of the config's own aliases. */
function prependExactAliases(config: Configuration, aliases: Record<string, string>): void {
  // The resolver takes the first alias that matches, and `@generated` matches every generated module too.
  config.resolve = { ...config.resolve, alias: { ...aliases, ...config.resolve?.alias } };
}

const REGISTRY_MODULE_NAME = /(\[\(\) => import\([^)]*\)), "[^"]*", (require\.resolveWeak\()/g;

/**
 * The registry without the module name of each entry. Only server rendering reads the names (to
 * list the chunks a page used); in the browser they are ~200 paths every page downloads for nothing.
 */
export function registryWithoutModuleNames(source: string): string {
  const entries = source.split("require.resolveWeak(").length - 1;
  let replaced = 0;
  const lean = source.replace(REGISTRY_MODULE_NAME, (_match, loader: string, weak: string) => {
    replaced += 1;
    return `${loader}, "", ${weak}`;
  });
  if (replaced !== entries)
    throw new Error(
      `lean-browser-manifests: ${entries - replaced} of ${entries} registry entries are not in the ` +
        "[loader, module name, weak id] shape this plugin knows; check .docusaurus/registry.js after a Docusaurus update.",
    );
  return lean;
}

interface GeneratedSiteConfig extends Record<string, unknown> {
  themeConfig?: { prism?: Record<string, unknown> };
}

/**
 * The generated site config without what no browser code reads: the options of plugins and presets, and Prism's
 * colour themes and extra languages (plugins/prebuilt-highlight highlights at build time and colours the tokens
 * with a stylesheet; the browser's code blocks read only the `magicComments` and `defaultLanguage` beside them).
 */
export function siteConfigForBrowser(source: string): string {
  const match = /^([\s\S]*?export default )(\{[\s\S]*\});\s*$/.exec(source);
  if (!match?.[1] || !match[2])
    throw new Error("lean-browser-manifests: .docusaurus/docusaurus.config.mjs is not `export default {…};`.");
  const { presets: _presets, plugins: _plugins, ...browserConfig } = JSON.parse(match[2]) as GeneratedSiteConfig;
  const prism = browserConfig.themeConfig?.prism;
  if (!prism?.theme)
    throw new Error("lean-browser-manifests: the site config has no themeConfig.prism.theme; check its shape.");
  const { theme: _theme, darkTheme: _darkTheme, additionalLanguages: _languages, ...browserPrism } = prism;
  const themeConfig = { ...browserConfig.themeConfig, prism: browserPrism };
  return `${match[1]}${JSON.stringify({ ...browserConfig, themeConfig })};\n`;
}

/**
 * Gives the production browser bundle lean copies of two generated modules every page loads: the
 * route registry and the site config. Server rendering keeps the originals.
 */
export default function leanBrowserManifestsPlugin(context: LoadContext): Plugin {
  return {
    name: "lean-browser-manifests",
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== "production") return {};
      const { generatedFilesDir } = context;
      const outDir = join(generatedFilesDir, "lean-browser-manifests");
      mkdirSync(outDir, { recursive: true });
      const copies = {
        registry: ["registry.js", registryWithoutModuleNames],
        "docusaurus.config": ["docusaurus.config.mjs", siteConfigForBrowser],
      } as const;
      const aliases: Record<string, string> = {};
      for (const [request, [file, lean]] of Object.entries(copies)) {
        const target = join(outDir, file);
        writeIfChanged(target, lean(readFileSync(join(generatedFilesDir, file), "utf8")));
        aliases[`@generated/${request}$`] = target;
      }
      prependExactAliases(config, aliases);
      return {};
    },
  };
}
