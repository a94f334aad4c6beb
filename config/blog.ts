import type { Options as BlogOptions } from "@docusaurus/plugin-content-blog";
import { codeBlockRemarkPlugins } from "./prism";
import { productName } from "./site";

export const blog: BlogOptions = {
  path: "blog",
  routeBasePath: "blog",
  blogTitle: `${productName} blog`,
  blogDescription: "Releases, features and practices of end-to-end and visual testing with Testplane.",
  blogSidebarTitle: "Recent posts",
  blogSidebarCount: 10,
  postsPerPage: 5,
  showReadingTime: true,
  authorsMapPath: "authors.yml",
  tags: "tags.yml",
  onInlineTags: "throw",
  onInlineAuthors: "throw",
  onUntruncatedBlogPosts: "throw",
  remarkPlugins: codeBlockRemarkPlugins,
  feedOptions: {
    type: ["rss", "atom"],
    title: `${productName} blog`,
    description: "Releases, features and practices of end-to-end and visual testing with Testplane.",
    copyright: "MIT License 2024",
    xslt: false,
  },
};
