import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { Configuration } from "webpack";
import type { ConfigureWebpackUtils, LoadContext } from "@docusaurus/types";
import buildCacheKeysPlugin, { pluginSources } from "../../plugins/build-cache-keys";

function configuredCache(baseUrl: string, experiments: Configuration["experiments"]): unknown {
  const config = { experiments } as Configuration;
  const plugin = buildCacheKeysPlugin({ baseUrl } as LoadContext);
  plugin.configureWebpack!(config, false, {} as ConfigureWebpackUtils, undefined);
  return (config.experiments as { cache?: unknown }).cache;
}
const persistent = () => ({
  cache: {
    type: "persistent",
    version: "client-production-en-3.10.2",
    buildDependencies: ["/site/docusaurus.config.ts"],
  },
});
const plugins = join(__dirname, "../../plugins");

describe("build cache keys", () => {
  it("add the base URL to the persistent cache's version", () => {
    expect(configuredCache("/", persistent())).toMatchObject({ version: "client-production-en-3.10.2-base:/" });
    expect(configuredCache("/site/", persistent())).toMatchObject({
      version: "client-production-en-3.10.2-base:/site/",
    });
  });

  it("add the plugins' code, loaders and remark plugins included, to the build dependencies", () => {
    const { buildDependencies } = configuredCache("/", persistent()) as { buildDependencies: string[] };
    expect(buildDependencies[0]).toBe("/site/docusaurus.config.ts");
    expect(buildDependencies).toEqual(expect.arrayContaining(pluginSources()));
    expect(pluginSources()).toEqual(
      expect.arrayContaining([
        join(plugins, "prebuilt-highlight/remarkPrismTokens.ts"),
        join(plugins, "local-search/indexer.ts"),
      ]),
    );
    expect(pluginSources().some((file) => file.endsWith(".css"))).toBe(false);
  });

  it("leave a build without a persistent cache alone", () => {
    expect(configuredCache("/site/", {})).toBeUndefined();
  });
});
