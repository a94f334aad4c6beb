import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

/**
 * The production browser bundle runs on preact/compat, which is ≈55 KB gzipped lighter than React DOM;
 * pages are still rendered to HTML by React on the server. `docusaurus start` keeps React, for Fast
 * Refresh and React's development warnings.
 */
export default function preactRuntimePlugin(): Plugin {
  if (process.env.NODE_ENV !== "production") return { name: "preact-runtime" };
  return {
    name: "preact-runtime",
    getClientModules() {
      return [join(__dirname, "client/scrollToHashAfterRender.ts")];
    },
    configureWebpack(config, isServer) {
      if (isServer) return {};
      // Docusaurus aliases `react` and `react-dom` to their package folders; those prefix aliases would win.
      const alias = (config.resolve?.alias ?? {}) as Record<string, string>;
      delete alias.react;
      delete alias["react-dom"];
      return {
        resolve: {
          alias: {
            react$: "preact/compat",
            "react-dom$": "preact/compat",
            "react-dom/client$": "preact/compat/client",
            "react/jsx-runtime$": "preact/compat/jsx-runtime",
            "react/jsx-dev-runtime$": "preact/compat/jsx-dev-runtime",
          },
        },
      };
    },
  };
}
