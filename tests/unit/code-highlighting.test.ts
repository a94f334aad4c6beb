import { describe, expect, it } from "vitest";
import { Prism } from "prism-react-renderer";
import { prism, prismAdditionalLanguages } from "../../config/prism";

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
