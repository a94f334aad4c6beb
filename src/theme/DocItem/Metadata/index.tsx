// Wrapped: each doc gets its own link-preview card (plugins/social-cards draws it). The card's address comes from
// the doc's data, which only the page's components have; config head tags are the same on every page.
import React, { type ReactNode } from "react";
import Metadata from "@theme-original/DocItem/Metadata";
import { useDoc } from "@docusaurus/plugin-content-docs/client";
import SocialCardMeta from "@site/src/components/SocialCardMeta";

/** The doc's metadata with its own card, unless its front matter names an image. */
export default function DocItemMetadataWrapper(): ReactNode {
  const { metadata, frontMatter } = useDoc();
  return (
    <>
      <Metadata />
      {!frontMatter.image && <SocialCardMeta permalink={metadata.permalink} title={metadata.title} />}
    </>
  );
}
