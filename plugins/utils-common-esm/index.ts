import { join } from "node:path";
import type { Plugin } from "@docusaurus/types";

/** Points the browser bundle's `@docusaurus/utils-common` at an ES module entry (client/utilsCommon.ts). */
export default function utilsCommonEsmPlugin(): Plugin {
  return {
    name: "utils-common-esm",
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return { resolve: { alias: { "@docusaurus/utils-common$": join(__dirname, "client/utilsCommon.ts") } } };
    },
  };
}
