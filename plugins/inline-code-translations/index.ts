import { mkdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { prependExactAliases, writeIfChanged } from "../buildHelpers";

/**
 * Moves the UI translations out of the table every page downloads and into the code that shows
 * them: the production browser build gets each message written into its translate() call or
 * <Translate> element (loader.ts), and an empty table. A string the landing page shows then loads
 * with the landing page only. Server rendering keeps the table, so both produce the same text.
 */
export default function inlineCodeTranslationsPlugin(context: LoadContext): Plugin {
  return {
    name: "inline-code-translations",
    configureWebpack(config, isServer) {
      if (isServer || process.env.NODE_ENV !== "production") return {};
      const outDir = join(context.generatedFilesDir, "inline-code-translations");
      mkdirSync(outDir, { recursive: true });
      const translationsFile = join(outDir, `${context.i18n.currentLocale}.json`);
      writeIfChanged(translationsFile, readFileSync(join(context.generatedFilesDir, "codeTranslations.json"), "utf8"));
      const emptyTable = join(outDir, "browser-table.json");
      writeIfChanged(emptyTable, "{}\n");
      prependExactAliases(config, { "@generated/codeTranslations$": emptyTable });
      return {
        module: {
          rules: [
            {
              // A function, not a RegExp: Docusaurus's fallback MDX rule excludes the `include` of every rule
              // whose RegExp matches .mdx, and this rule has none, so Rspack would get `undefined` to exclude.
              test: (file: string) => /\.(mdx?|[cm]?[jt]sx?)$/.test(file),
              enforce: "post",
              use: [{ loader: join(__dirname, "loader.cjs"), options: { translationsFile } }],
            },
          ],
        },
      };
    },
  };
}
