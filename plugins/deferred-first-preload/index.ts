import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

const CLIENT_ENTRY = require.resolve("@docusaurus/core/lib/client/clientEntry.js");

/** Whether a request is the client entry's import of Docusaurus's route preload. */
export function isClientEntryPreload(request: string, issuer: string): boolean {
  return request === "./preload" && issuer === CLIENT_ENTRY;
}

/**
 * On page load Docusaurus evaluates the main bundle and, in the same task, matches the URL against
 * every route and requests the page's chunks; on the longest pages that made one task of ~45 ms
 * (~180 ms with the CPU slowed 4×), most of the page's blocking time. The client entry's preload now
 * starts a task later (client/preload.ts); navigation and server rendering keep Docusaurus's own.
 */
export default function deferredFirstPreloadPlugin(): Plugin {
  return {
    name: "deferred-first-preload",
    configureWebpack(_config, isServer, { currentBundler }) {
      if (isServer) return {};
      const replacement = join(__dirname, "client/preload.ts");
      return {
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(/^\.\/preload$/, (resource) => {
            if (isClientEntryPreload(resource.request, resource.contextInfo.issuer)) resource.request = replacement;
          }),
        ],
      };
    },
  };
}
