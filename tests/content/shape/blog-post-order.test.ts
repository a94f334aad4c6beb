import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const root = resolve(__dirname, "../../..");
const blogDirs = { en: join(root, "blog"), ru: join(root, "i18n/ru/docusaurus-plugin-content-blog") };

/** Each post's front-matter date, by its folder. */
function postDates(dir: string): Map<string, string> {
  const posts = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return new Map(
    posts.map((post) => {
      const source = readFileSync(join(dir, post.name, "index.mdx"), "utf8");
      return [post.name, /^date: (.+)$/m.exec(source)?.[1] ?? "no date"];
    }),
  );
}

describe("blog post order", () => {
  // Docusaurus sorts posts by date only; two posts with one date come out in whichever order the files load,
  // so the list, the archive and the previous/next links could change from one build to the next.
  it("gives every post its own date, so the order is the same in every build", () => {
    for (const dir of Object.values(blogDirs)) {
      const dates = [...postDates(dir).values()];
      expect(
        dates.filter((date, index) => dates.indexOf(date) !== index),
        dir,
      ).toEqual([]);
    }
  });

  it("dates each Russian post as its English original", () => {
    expect(postDates(blogDirs.ru)).toEqual(postDates(blogDirs.en));
  });
});
