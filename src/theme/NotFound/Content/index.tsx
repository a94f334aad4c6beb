// Wrapped: the not-found content gets a title and meta description, which the docs' own route leaves out, and
// suggestions of the pages the address most likely meant.
import React, { lazy, Suspense, type ReactNode } from "react";
import useIsBrowser from "@docusaurus/useIsBrowser";
import NotFound from "@theme-original/NotFound/Content";
import type NotFoundType from "@theme/NotFound/Content";
import type { WrapperProps } from "@docusaurus/types";
import { PageMetadata } from "@docusaurus/theme-common";
import { translate } from "@docusaurus/Translate";

type Props = WrapperProps<typeof NotFoundType>;

// Its own chunk: the docs load this wrapper on every doc page, and the suggestions are needed on a miss only.
const NotFoundSuggestions = lazy(() => import("@site/src/components/NotFoundSuggestions"));

/**
 * The not-found content (site pages, docs and blog) with a meta description, which search engines and link previews
 * read, and its title: under /docs/ the docs' own route renders this content without the not-found page around it,
 * so the tab and the history entry said only "Testplane". Below the text, links to the doc pages the address
 * most likely meant.
 */
export default function NotFoundContentWrapper(props: Props): ReactNode {
  const isBrowser = useIsBrowser();
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
      {isBrowser ? (
        <Suspense fallback={null}>
          <NotFoundSuggestions />
        </Suspense>
      ) : null}
    </>
  );
}
