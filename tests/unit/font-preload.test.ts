import { describe, expect, it } from "vitest";
import { preloadTags } from "../../plugins/font-preload";

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
