import { readdirSync } from "node:fs";
import { join, sep } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";

interface PersistentCache {
  version?: string;
  buildDependencies?: string[];
}

/** Every source file of the site's plugins, which run in Node and shape the compiled output. */
export function pluginSources(dir: string = join(__dirname, "..")): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(c|m)?[jt]sx?$/.test(entry.name))
    .filter((entry) => !entry.parentPath.split(sep).includes("node_modules"))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/**
 * Completes what Rspack's persistent build cache is keyed on. Docusaurus keys it on its own version
 * and on the config file's content, which leaves out two inputs of this site's output:
 * - the base URL, read from BASE_URL and compiled into stylesheet `url()`s: a build for another
 *   base path reused stylesheets pointing at the previous one, so the fonts failed to load;
 * - the code of the site's plugins (loaders, remark plugins): after a change to one, a build reused
 *   modules compiled by the old code.
 */
export default function buildCacheKeysPlugin(context: LoadContext): Plugin {
  return {
    name: "build-cache-keys",
    configureWebpack(config) {
      const cache = (config.experiments as { cache?: PersistentCache | boolean } | undefined)?.cache;
      if (typeof cache !== "object") return {};
      cache.version = `${cache.version ?? ""}-base:${context.baseUrl}`;
      cache.buildDependencies = [...(cache.buildDependencies ?? []), ...pluginSources()];
      return {};
    },
  };
}
