// Wrapped: each post gets its own link-preview card (plugins/social-cards draws it). The card's address comes from
// the post's data, which only the page's components have; config head tags are the same on every page.
import React, { type ReactNode } from "react";
import Metadata from "@theme-original/BlogPostPage/Metadata";
import { useBlogPost } from "@docusaurus/plugin-content-blog/client";
import SocialCardMeta from "@site/src/components/SocialCardMeta";

/** The post's metadata with its own card, unless its front matter names an image. */
export default function BlogPostPageMetadataWrapper(): ReactNode {
  const { metadata } = useBlogPost();
  return (
    <>
      <Metadata />
      {!metadata.frontMatter.image && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
