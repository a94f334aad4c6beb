import { createRequire } from "node:module";
import type { Configuration } from "webpack";
import { afterEach, describe, expect, it, vi } from "vitest";
import preactRuntimePlugin from "../../plugins/preact-runtime";

const require = createRequire(__filename);

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;

function configure(nodeEnv: string, isServer: boolean) {
  vi.stubEnv("NODE_ENV", nodeEnv);
  const docusaurusConfig: Configuration = {
    resolve: {
      alias: { react: "/site/node_modules/react", "react-dom": "/site/node_modules/react-dom", "@site": "/site" },
    },
  };
  const plugin = preactRuntimePlugin();
  const configureWebpack = plugin.configureWebpack as unknown as ConfigureWebpack | undefined;
  const added = configureWebpack?.(docusaurusConfig, isServer) ?? {};
  return {
    before: docusaurusConfig.resolve?.alias as Record<string, string>,
    added: added.resolve?.alias ?? {},
    clientModules: plugin.getClientModules?.() ?? [],
  };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("preact runtime plugin", () => {
  it("points every React entry of the production browser bundle at a preact/compat module that exists", () => {
    const { before, added, clientModules } = configure("production", false);
    expect(Object.keys(before)).toEqual(["@site"]);
    const entries = Object.entries(added as Record<string, string>);
    expect(entries.map(([from]) => from).sort()).toEqual(
      ["react$", "react-dom$", "react-dom/client$", "react/jsx-runtime$", "react/jsx-dev-runtime$"].sort(),
    );
    for (const [, to] of entries) {
      expect(to).toMatch(/^preact\/compat/);
      expect(() => require.resolve(to)).not.toThrow();
    }
    expect(clientModules).toHaveLength(1);
  });

  it("leaves the server bundle on React", () => {
    const { before, added } = configure("production", true);
    expect(before.react).toBe("/site/node_modules/react");
    expect(added).toEqual({});
  });

  it("leaves the development server on React, with nothing added to the client", () => {
    const { before, added, clientModules } = configure("development", false);
    expect(before.react).toBe("/site/node_modules/react");
    expect(added).toEqual({});
    expect(clientModules).toEqual([]);
  });
});
