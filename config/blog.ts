import { join } from "node:path";
import type { Options as BlogOptions } from "@docusaurus/plugin-content-blog";
import { contentRemarkPlugins, headingRemarkPlugins } from "./remarkPlugins";
import { buildLocale, productName } from "./site";
import { loadMessages } from "./translateConfig";

const blogTitle = `${productName} blog`;
const blogDescription = "Releases, features and practices of end-to-end and visual testing with Testplane.";

/**
 * Title and description of the locale's feeds. The blog plugin translates the blog's own title and
 * description (i18n/<locale>/docusaurus-plugin-content-blog/options.json) but not its feed options, so the
 * feeds take the same translations and a Russian reader's feed reader shows a Russian feed.
 */
export function feedTexts(
  locale: string,
  siteDir: string = join(__dirname, ".."),
): { title: string; description: string } {
  const messages = loadMessages(locale, "docusaurus-plugin-content-blog/options.json", siteDir);
  return {
    title: messages.title?.message ?? blogTitle,
    description: messages.description?.message ?? blogDescription,
  };
}

export const blog: BlogOptions = {
  path: "blog",
  routeBasePath: "blog",
  blogTitle,
  blogDescription,
  blogSidebarTitle: "Recent posts",
  blogSidebarCount: 10,
  postsPerPage: 5,
  showReadingTime: true,
  authorsMapPath: "authors.yml",
  tags: "tags.yml",
  onInlineTags: "throw",
  onInlineAuthors: "throw",
  onUntruncatedBlogPosts: "throw",
  beforeDefaultRemarkPlugins: headingRemarkPlugins,
  remarkPlugins: contentRemarkPlugins,
  feedOptions: {
    type: ["rss", "atom"],
    ...feedTexts(buildLocale()),
    copyright: "MIT License 2024",
    xslt: false,
    // Each item's HTML is made ready for feed readers by plugins/blog (feeds.ts).
  },
};
