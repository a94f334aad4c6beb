import type { Plugin } from "@docusaurus/types";
import { getSwcJsMinimizerOptions } from "@docusaurus/faster";

/** The part of Rspack this plugin uses (Docusaurus types the bundler instance as webpack). */
interface RspackMinimizers {
  SwcJsMinimizerRspackPlugin: new (options: { minimizerOptions: Record<string, unknown> }) => object;
}

/**
 * Minifies browser JavaScript with non-ASCII text left as UTF-8. Docusaurus asks SWC for ASCII-only
 * output, which writes every Cyrillic letter of the Russian build as a six-byte `\uXXXX` escape, so
 * Russian pages weighed up to a quarter more, gzipped. Pages and scripts are served as UTF-8, so the
 * escapes buy nothing here; characters UTF-8 cannot carry (lone surrogates) stay escaped, which
 * tests/content/site/browser-bundles.test.ts checks on the built bundles.
 */
export default function utf8JsOutputPlugin(): Plugin {
  return {
    name: "utf8-js-output",
    configureWebpack(config, isServer, utils) {
      const minimizers = config.optimization?.minimizer;
      if (isServer || utils.currentBundler.name !== "rspack" || !minimizers?.length) return {};
      const rspack = utils.currentBundler.instance as unknown as RspackMinimizers;
      const index = minimizers.findIndex((plugin) => plugin instanceof rspack.SwcJsMinimizerRspackPlugin);
      if (index === -1)
        throw new Error("utf8-js-output: the browser build is not minified by SwcJsMinimizerRspackPlugin any more.");
      const options = getSwcJsMinimizerOptions();
      minimizers[index] = new rspack.SwcJsMinimizerRspackPlugin({
        minimizerOptions: { minify: true, ...options, format: { ...options.format, ascii_only: false } },
      }) as (typeof minimizers)[number];
      return {};
    },
  };
}
