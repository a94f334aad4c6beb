// Wrapped (the theme does not list DocsRoot as safe; UPGRADING.md): a last route shows the not-found content for an
// address under /docs/ that no version has, instead of an empty page.
import React, { lazy, type ReactNode } from "react";
import DocsRoot from "@theme-original/DocsRoot";
import type DocsRootType from "@theme/DocsRoot";
import type { WrapperProps } from "@docusaurus/types";

type Props = WrapperProps<typeof DocsRootType>;

// Loaded when an address misses; every doc page has it already (its doc route renders it for a missing doc).
const NotFoundContent = lazy(() => import("@theme/NotFound/Content"));

/**
 * The docs' root route takes every address under /docs/ but renders only its versions' routes, so /docs/v7/… or
 * /docs/nope/ rendered an empty page and replaced the server's not-found markup with it (a hydration error). A last
 * route renders the not-found content there, the same markup as the site's not-found page, which the server sent.
 */
export default function DocsRootWrapper({ route, ...props }: Props): ReactNode {
  const routes = [...(route.routes ?? []), { path: "*", component: NotFoundContent }];
  return <DocsRoot {...props} route={{ ...route, routes }} />;
}
