import { describe, expect, it } from "vitest";
import type { Configuration } from "webpack";
import { neverInlineFonts, preloadTags } from "../../plugins/font-preload";

describe("font preload tags", () => {
  const files = [
    "inter-latin-wght-normal-4f2981d8.woff2",
    "inter-latin-ext-wght-normal-8bff79fb.woff2",
    "inter-cyrillic-wght-normal-49594fb5.woff2",
  ];

  it("preload exactly the subsets asked for, under the locale's base URL", () => {
    expect(preloadTags(files, ["inter-latin-wght-normal", "inter-cyrillic-wght-normal"], "/ru/assets/fonts/")).toBe(
      '<link rel="preload" href="/ru/assets/fonts/inter-latin-wght-normal-4f2981d8.woff2" as="font" type="font/woff2" crossorigin>' +
        '<link rel="preload" href="/ru/assets/fonts/inter-cyrillic-wght-normal-49594fb5.woff2" as="font" type="font/woff2" crossorigin>',
    );
  });

  it("does not confuse a subset with a longer one of the same prefix", () => {
    expect(preloadTags(files, ["inter-latin-wght-normal"], "/assets/fonts/")).not.toContain("latin-ext");
  });

  it("adds nothing for fonts that were not emitted", () => {
    expect(preloadTags(files, ["jetbrains-mono-latin-400-normal"], "/assets/fonts/")).toBe("");
  });
});

describe("font files", () => {
  /** The asset rules Docusaurus gives the bundler, in the shape of @docusaurus/utils' getFileLoaderUtils. */
  const urlLoader = (folder: string) => ({
    loader: "/node_modules/url-loader/dist/cjs.js",
    options: { limit: 10000, name: `assets/${folder}/[name]-[contenthash].[ext]` },
  });
  const config = (): Configuration => ({
    module: {
      rules: [
        { use: [urlLoader("images")], test: /\.(?:ico|jpe?g|png|gif|webp|avif)(?:\?.*)?$/i },
        { use: [urlLoader("fonts")], test: /\.(?:woff2?|eot|ttf|otf)$/i },
      ],
    },
  });

  it("are always emitted as files, never inlined as data: URLs, so every face can be preloaded", () => {
    const bundler = config();
    neverInlineFonts(bundler);
    const [images, fonts] = bundler.module?.rules ?? [];
    expect(fonts).toMatchObject({
      use: [{ options: { limit: false, name: "assets/fonts/[name]-[contenthash].[ext]" } }],
    });
    expect(images).toMatchObject({ use: [{ options: { limit: 10000 } }] });
  });
});
