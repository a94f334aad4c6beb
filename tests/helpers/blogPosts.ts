import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const blogDir = resolve(__dirname, "../../blog");

/** The slugs of the blog's posts, from their front matter: a new post is checked without editing the tests. */
export function blogPostSlugs(): string[] {
  return readdirSync(blogDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => {
      const slug = /^slug:\s*(\S+)\s*$/m.exec(readFileSync(join(blogDir, name, "index.mdx"), "utf8"))?.[1];
      if (!slug) throw new Error(`blog/${name}/index.mdx has no slug in its front matter`);
      return slug;
    });
}
