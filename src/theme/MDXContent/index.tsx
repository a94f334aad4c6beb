// Wrapped (the theme marks MDXContent safe to wrap): doc pages get "Copy page" and a link to their Markdown copy above the text.
import React, { type ReactNode } from "react";
import MDXContent from "@theme-original/MDXContent";
import type MDXContentType from "@theme/MDXContent";
import type { WrapperProps } from "@docusaurus/types";
import useRouteContext from "@docusaurus/useRouteContext";
import { useDoc } from "@docusaurus/plugin-content-docs/client";
import CopyPage from "@site/src/components/CopyPage";

type Props = WrapperProps<typeof MDXContentType>;

/** The doc's own permalink, not the address bar: `/page/index.html` is the same page and has the same copy. */
function DocCopyPage(): ReactNode {
  const { permalink } = useDoc().metadata;
  return <CopyPage markdownUrl={`${permalink.replace(/\/$/, "")}.md`} />;
}

/** Blog posts and pages render MDX too; only doc pages carry the control. */
export default function MDXContentWrapper(props: Props): ReactNode {
  const { plugin } = useRouteContext();
  return (
    <>
      {plugin.name === "docusaurus-plugin-content-docs" && <DocCopyPage />}
      <MDXContent {...props} />
    </>
  );
}
