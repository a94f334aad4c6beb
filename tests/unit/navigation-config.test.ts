import { describe, expect, it } from "vitest";
import { buildFooter, footerGroups } from "../../config/footer";
import { createConfigTranslator, loadMessages } from "../../config/translateConfig";

describe("footer", () => {
  it("has the spec's four groups and copyright line", () => {
    const footer = buildFooter();
    expect(footer.links.map((group) => ("title" in group ? group.title : undefined))).toEqual([
      "Quick start",
      "Key features",
      "Customization",
      "Resources",
    ]);
    expect(footer.copyright).toBe("MIT License 2024");
  });

  it("links the plugins entry to the browser-version-changer page, as the spec says", () => {
    const customization = footerGroups.find((group) => group.title === "Customization");
    expect(customization?.items.map((item) => item.to)).toContain("/docs/v8/plugins/hermione-browser-version-changer/");
  });
});

describe("config strings", () => {
  it("come from the locale's code.json and fall back to English", () => {
    const translate = createConfigTranslator(loadMessages("ru"));
    expect(translate("navbar.versions.all", "All versions")).toBe("Все версии");
    expect(translate("navbar.no.such.key", "Fallback")).toBe("Fallback");
    expect(createConfigTranslator(loadMessages("en"))("navbar.versions.all", "All versions")).toBe("All versions");
  });
});
