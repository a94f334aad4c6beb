import { describe, expect, it } from "vitest";
import type { Configuration } from "webpack";
import type { ConfigureWebpackUtils, LoadContext } from "@docusaurus/types";
import baseUrlBuildCachePlugin from "../../plugins/base-url-build-cache";

function cacheVersion(baseUrl: string, experiments: Configuration["experiments"]): unknown {
  const config = { experiments } as Configuration;
  const plugin = baseUrlBuildCachePlugin({ baseUrl } as LoadContext);
  plugin.configureWebpack!(config, false, {} as ConfigureWebpackUtils, undefined);
  return (config.experiments as { cache?: unknown }).cache;
}

describe("build cache keyed on the base URL", () => {
  it("adds the base URL to the persistent cache's version", () => {
    const persistent = () => ({ cache: { type: "persistent", version: "client-production-en-3.10.2" } });
    expect(cacheVersion("/", persistent())).toMatchObject({ version: "client-production-en-3.10.2-base:/" });
    expect(cacheVersion("/site/", persistent())).toMatchObject({ version: "client-production-en-3.10.2-base:/site/" });
  });

  it("leaves a build without a persistent cache alone", () => {
    expect(cacheVersion("/site/", {})).toBeUndefined();
  });
});
