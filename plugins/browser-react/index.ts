import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import type { LoadContext, Plugin } from "@docusaurus/types";
import { builtPageFiles, prependExactAliases } from "../buildHelpers";

const runtime = createRequire(join(__dirname, "runtime/package.json"));

/** The React entry points the browser bundle imports, each resolved to the React 18 copy in runtime/. */
export function browserReactAliases(): Record<string, string> {
  const entries = ["react", "react/jsx-runtime", "react/jsx-dev-runtime", "react-dom", "react-dom/client"];
  return Object.fromEntries(entries.map((entry) => [`${entry}$`, runtime.resolve(entry)]));
}

// Everything React 19's server renderer puts before the app's own markup: with no <head> in the tree it
// renders, it writes its resource hints (preloads of the first images) there.
const HOISTED_RESOURCES = /(<div id="?__docusaurus"?>)(?:<link\b[^>]*>)+/;

/** A page's HTML without the resource hints React 19 hoisted into the app container. */
export function withoutHoistedResources(html: string): string {
  return html.replace(HOISTED_RESOURCES, "$1");
}

/**
 * The browser runs React 18, and server rendering keeps React 19. React 18's DOM renderer is ~13 KB gzipped
 * lighter on every page, and React 18's own stream renderer can't render the site: it splits multi-byte
 * characters at chunk boundaries (facebook/react#31134). The two agree on markup except for the image
 * preloads React 19 writes into the app container, which React 18 would take for a hydration mismatch;
 * postBuild removes them. Code for the browser therefore keeps to what React 18 has: no `ref` prop on a
 * function component, no `use()`, no context rendered as its own provider, and no `useId` in server markup
 * (the two versions format ids differently).
 */
export default function browserReactPlugin(context: LoadContext): Plugin {
  const { baseUrl } = context;
  return {
    name: "browser-react",
    configureWebpack(config, isServer) {
      if (!isServer) prependExactAliases(config, browserReactAliases());
      return {};
    },
    async postBuild({ outDir, routesPaths }) {
      for (const page of builtPageFiles(outDir, baseUrl, routesPaths)) {
        const html = readFileSync(page, "utf8");
        const lean = withoutHoistedResources(html);
        if (lean !== html) writeFileSync(page, lean);
      }
    },
  };
}
