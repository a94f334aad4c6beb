import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { feedTexts } from "../../config/blog";

describe("blog feed texts", () => {
  it("are the blog's own title and description in English", () => {
    expect(feedTexts("en")).toEqual({
      title: "Testplane blog",
      description: "Releases, features and practices of end-to-end and visual testing with Testplane.",
    });
  });

  it("take the blog plugin's Russian translations of the title and description", () => {
    const { title, description } = feedTexts("ru");
    expect(title).toBe("Блог Testplane");
    expect(description).toMatch(/^[^a-z]*[А-Яа-яЁё]/);
  });

  it("fall back to English for a locale whose blog is not translated", () => {
    const siteDir = mkdtempSync(join(tmpdir(), "feeds-"));
    mkdirSync(join(siteDir, "i18n/de/docusaurus-plugin-content-blog"), { recursive: true });
    writeFileSync(
      join(siteDir, "i18n/de/docusaurus-plugin-content-blog/options.json"),
      JSON.stringify({ title: { message: "Testplane-Blog" } }),
    );
    expect(feedTexts("de", siteDir)).toEqual({
      title: "Testplane-Blog",
      description: "Releases, features and practices of end-to-end and visual testing with Testplane.",
    });
    expect(feedTexts("fr", siteDir).title).toBe("Testplane blog");
  });
});
