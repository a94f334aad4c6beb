import { describe, expect, it } from "vitest";
import { Prism } from "prism-react-renderer";
import { contrast, MIN_CONTRAST, prism, prismAdditionalLanguages } from "../../config/prism";

// The spec's languages, with Prism's own names; "bash" and the rest of prismAdditionalLanguages are loaded on top.
const required = [
  "kotlin",
  "c",
  "objectivec",
  "reason",
  "rust",
  "go",
  "cpp",
  "python",
  "bash",
  "json",
  "yaml",
  "typescript",
  "javascript",
];

describe("code highlighting", () => {
  it("covers every language the docs need, built in or added", () => {
    const available = new Set([...Object.keys(Prism.languages), ...prismAdditionalLanguages]);
    expect(required.filter((language) => !available.has(language))).toEqual([]);
  });

  it("has distinct light and dark themes", () => {
    expect(prism.theme).toBeDefined();
    expect(prism.darkTheme).toBeDefined();
    expect(prism.theme).not.toBe(prism.darkTheme);
  });
});

describe("code themes", () => {
  for (const [name, theme] of [
    ["light", prism.theme],
    ["dark", prism.darkTheme],
  ] as const) {
    it(`${name} theme: every token colour meets WCAG AA on the code background`, () => {
      const background = theme!.plain.backgroundColor!;
      const colours = [
        theme!.plain.color!,
        ...theme!.styles.flatMap((style) => (style.style.color ? [style.style.color] : [])),
      ];
      expect(colours.filter((colour) => contrast(colour, background) < MIN_CONTRAST)).toEqual([]);
    });
  }
});

describe("contrast", () => {
  it("measures black on white as 21:1 and refuses a colour it cannot read", () => {
    expect(contrast("#000", "rgb(255, 255, 255)")).toBeCloseTo(21);
    expect(() => contrast("hsl(0 0% 0%)", "#fff")).toThrow(/cannot read the colour "hsl\(0 0% 0%\)"/);
  });
});
