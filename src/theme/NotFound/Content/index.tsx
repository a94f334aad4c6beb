import React, { type ReactNode } from "react";
import NotFound from "@theme-original/NotFound/Content";
import type NotFoundType from "@theme/NotFound/Content";
import type { WrapperProps } from "@docusaurus/types";
import { PageMetadata } from "@docusaurus/theme-common";
import { translate } from "@docusaurus/Translate";

type Props = WrapperProps<typeof NotFoundType>;

/**
 * The not-found content (site pages, docs and blog) with a meta description, which search engines and link previews
 * read, and its title: under /docs/ the docs' own route renders this content without the not-found page around it,
 * so the tab and the history entry said only "Testplane".
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  return (
    <>
      <PageMetadata
        title={translate({ id: "theme.NotFound.title", message: "Page Not Found" })}
        description={translate({
          id: "notFound.meta.description",
          message: "There is no such page on the Testplane site. Search the docs or start again from the home page.",
          description: "Meta description of the not-found page",
        })}
      />
      <NotFound {...props} />
    </>
  );
}
