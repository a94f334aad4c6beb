import type { LoadContext, Plugin } from "@docusaurus/types";

interface PersistentCache {
  version?: string;
}

/**
 * Keys Rspack's persistent build cache on the base URL too. Docusaurus keys it on its own version
 * and on the config file's content, but this site reads the base URL from BASE_URL, and the base is
 * compiled into stylesheet `url()`s: a build for another base path reused stylesheets pointing at the
 * previous one, so the fonts failed to load.
 */
export default function baseUrlBuildCachePlugin(context: LoadContext): Plugin {
  return {
    name: "base-url-build-cache",
    configureWebpack(config) {
      const cache = (config.experiments as { cache?: PersistentCache | boolean } | undefined)?.cache;
      if (typeof cache === "object") cache.version = `${cache.version ?? ""}-base:${context.baseUrl}`;
      return {};
    },
  };
}
