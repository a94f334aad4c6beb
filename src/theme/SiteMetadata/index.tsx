// Wrapped: the default link-preview card's tags come from the component that also writes each page's own card
// (src/components/SocialCardMeta), so a page's card replaces every one of them, alt text and size included.
import React, { type ReactNode } from "react";
import SiteMetadata from "@theme-original/SiteMetadata";
import { translate } from "@docusaurus/Translate";
import SocialCardMeta from "@site/src/components/SocialCardMeta";

/** The site's default metadata, plus the default card's size and alt text for pages without a card of their own. */
export default function SiteMetadataWrapper(): ReactNode {
  return (
    <>
      <SiteMetadata />
      <SocialCardMeta
        title={translate({ id: "homepage.meta.title", message: "End-to-end and visual testing for web apps" })}
      />
    </>
  );
}
