import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { docExists, docFolderHasPages } from "../../config/docsPresence";
import { buildFooter, footerGroups } from "../../config/footer";
import { createConfigTranslator, loadMessages } from "../../config/translateConfig";

function docsTree(files: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), "docs-"));
  for (const file of files) {
    mkdirSync(join(dir, file, ".."), { recursive: true });
    writeFileSync(join(dir, file), "# Page\n");
  }
  return dir;
}

describe("which docs are written", () => {
  const dir = docsTree(["index.mdx", "quickstart.md", "config/main.mdx", "guides/nested/deep.mdx", "empty/.keep"]);

  it("finds pages by route, the overview by the empty route", () => {
    expect(docExists("", dir)).toBe(true);
    expect(docExists("quickstart", dir)).toBe(true);
    expect(docExists("/config/main/", dir)).toBe(true);
    expect(docExists("config/browsers", dir)).toBe(false);
  });

  it("tells folders with pages from empty ones", () => {
    expect(docFolderHasPages("guides", dir)).toBe(true);
    expect(docFolderHasPages("empty", dir)).toBe(false);
    expect(docFolderHasPages("missing", dir)).toBe(false);
  });
});

describe("footer", () => {
  it("has the spec's four groups and copyright line", () => {
    const footer = buildFooter(() => true);
    expect(footer.links.map((group) => ("title" in group ? group.title : undefined))).toEqual([
      "Quick start",
      "Key features",
      "Customization",
      "Resources",
    ]);
    expect(footer.copyright).toBe("MIT License 2024");
  });

  it("links to doc pages only once they are written, and drops empty groups", () => {
    const written = new Set(["", "quickstart"]);
    const footer = buildFooter((path) => written.has(path));
    const targets = footer.links
      .flatMap((group) => ("items" in group ? (group.items as { to?: string; href?: string }[]) : []))
      .map((item) => item.to ?? item.href);
    expect(targets).toEqual([
      "/docs/v8/",
      "/docs/v8/quickstart/",
      "/docs/v8/#why-testplane",
      "/docs/v8/",
      "/blog/",
      expect.stringContaining("CHANGELOG"),
    ]);
    expect(footer.links).toHaveLength(2);
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
