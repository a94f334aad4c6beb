import type { Plugin } from "@docusaurus/types";

/**
 * Names JavaScript chunks by their content hash alone. With Docusaurus's `[name].[contenthash]`
 * the runtime every page loads carries two tables over all ~500 chunks (names and hashes); with
 * the hash alone it carries one. `output.chunkFilename` is a documented bundler option.
 */
export default function hashOnlyChunkNamesPlugin(): Plugin {
  return {
    name: "hash-only-chunk-names",
    configureWebpack(_config, isServer) {
      if (isServer || process.env.NODE_ENV !== "production") return {};
      return { output: { chunkFilename: "assets/js/[contenthash:8].js" } };
    },
  };
}
