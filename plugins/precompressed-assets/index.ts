import logger from "@docusaurus/logger";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { createHash } from "node:crypto";
import { copyFileSync, existsSync, mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { compressFiles } from "../shared/compress";

/**
 * Writes a Zopfli-compressed `file.gz` and a Brotli-compressed `file.br` beside every script and stylesheet of the
 * build, which nginx sends as they are (`gzip_static`, `brotli_static`, deploy/nginx): about 5 % fewer bytes than its
 * own gzip at level 6, and 13 % fewer again to browsers that accept Brotli (over HTTPS).
 * Bundler assets only: no other plugin writes them after the build, so neither can go stale (the search
 * index, written in another postBuild, gets its own from plugins/local-search).
 * Compressed files are kept in node_modules/.cache by content, so a rebuild compresses only what changed.
 */
export default function precompressedAssetsPlugin(context: LoadContext): Plugin {
  const cacheDir = join(context.siteDir, "node_modules/.cache/precompressed-assets");
  return {
    name: "precompressed-assets",
    async postBuild({ outDir }) {
      const started = Date.now();
      const assets = join(outDir, "assets");
      // Under nginx's gzip_min_length (1 KB) a file is sent as it is.
      const files = readdirSync(assets, { recursive: true, encoding: "utf8" })
        .map((name) => join(assets, name))
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => ({ file, content: readFileSync(file) }))
        .filter(({ content }) => content.length >= 1024)
        .map(({ file, content }) => {
          const key = createHash("sha256").update(content).digest("hex").slice(0, 32);
          return { file, size: content.length, cached: join(cacheDir, key) };
        });
      // Once per content (two workers must not write one cache file), largest first, so the workers finish together.
      const missing = [...new Map(files.map((entry) => [entry.cached, entry])).values()]
        .filter(({ cached }) => !existsSync(`${cached}.br`))
        .sort((a, b) => b.size - a.size);
      mkdirSync(cacheDir, { recursive: true });
      await compressFiles(missing.map(({ file, cached }) => [file, cached]));
      for (const { file, cached } of files)
        for (const extension of [".gz", ".br"]) copyFileSync(`${cached}${extension}`, `${file}${extension}`);
      const summary = `${files.length} files, ${missing.length} compressed, ${Date.now() - started} ms`;
      logger.info(`[precompressed-assets] ${context.i18n.currentLocale}: ${summary}`);
    },
  };
}
