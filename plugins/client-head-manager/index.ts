import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

/**
 * Gives the browser bundle a small head manager (client/helmet.ts) in place of react-helmet-async,
 * which with its dependencies is ~6 KB gzipped on every page. Server rendering keeps the library:
 * it writes the head of every page's HTML.
 */
export default function clientHeadManagerPlugin(): Plugin {
  return {
    name: "client-head-manager",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { "react-helmet-async$": join(__dirname, "client/helmet.ts") } } };
    },
  };
}
