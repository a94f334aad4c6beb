import { readFileSync } from "node:fs";
import { join } from "node:path";

export interface RequiredPage {
  path: string;
  sidebar: "mainSidebar" | "ui" | null;
}

const contentDir = join(__dirname, "..", "content");

function readLines(file: string): string[] {
  return readFileSync(join(contentDir, file), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"));
}

/** The spec's required pages, relative to a locale root. */
export function requiredPages(): RequiredPage[] {
  return readLines("pages.txt").map((line) => {
    const [path = "", mark] = line.split(/\s+/);
    const isDoc = path.startsWith("/docs/v8/");
    return { path, sidebar: mark === "[ui]" ? "ui" : isDoc ? "mainSidebar" : null };
  });
}
