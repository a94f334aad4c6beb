// Wrapped: the blog's first page gets the blog's link-preview card. A card names one page, and only the page's own
// component knows which page of the list it renders; config head tags would put one card on every page.
import React, { type ReactNode } from "react";
import BlogListPage from "@theme-original/BlogListPage";
import type BlogListPageType from "@theme/BlogListPage";
import type { WrapperProps } from "@docusaurus/types";
import SocialCardMeta from "@site/src/components/SocialCardMeta";

type Props = WrapperProps<typeof BlogListPageType>;

/** The blog's first page with the blog's card (plugins/social-cards draws it); later pages keep the default card. */
export default function BlogListPageWrapper(props: Props): ReactNode {
  return (
    <>
      <BlogListPage {...props} />
      {props.metadata.page === 1 && (
        <SocialCardMeta permalink={props.metadata.permalink} title={props.metadata.blogTitle} />
      )}
    </>
  );
}
