import { describe, expect, it } from "vitest";
import type { Configuration } from "webpack";
import type { ConfigureWebpackUtils } from "@docusaurus/types";
import utf8JsOutputPlugin from "../../plugins/utf8-js-output";

class SwcJsMinimizerRspackPlugin {
  constructor(readonly options: { minimizerOptions: { format?: Record<string, unknown> } }) {}
}
class CssMinimizer {
  readonly kind = "css";
}
const utils = {
  currentBundler: { name: "rspack", instance: { SwcJsMinimizerRspackPlugin } },
} as unknown as ConfigureWebpackUtils;

function configure(minimizer: object[], isServer = false): object[] {
  const config = { optimization: { minimizer } } as Configuration;
  utf8JsOutputPlugin().configureWebpack!(config, isServer, utils, undefined);
  return config.optimization!.minimizer as object[];
}

describe("UTF-8 output of the browser JavaScript minifier", () => {
  it("replaces Docusaurus's SWC minimizer with one that leaves non-ASCII text unescaped", () => {
    const css = new CssMinimizer();
    const [js, kept] = configure([new SwcJsMinimizerRspackPlugin({ minimizerOptions: {} }), css]);
    expect(js).toBeInstanceOf(SwcJsMinimizerRspackPlugin);
    const { format } = (js as SwcJsMinimizerRspackPlugin).options.minimizerOptions;
    expect(format).toMatchObject({ ascii_only: false, comments: false });
    expect(kept).toBe(css);
  });

  it("leaves the server build and unminified builds alone", () => {
    const original = new SwcJsMinimizerRspackPlugin({ minimizerOptions: {} });
    expect(configure([original], true)[0]).toBe(original);
    expect(configure([])).toEqual([]);
  });

  it("fails the build when the JavaScript minimizer is not the one it knows", () => {
    expect(() => configure([new CssMinimizer()])).toThrow(/SwcJsMinimizerRspackPlugin/);
  });
});
