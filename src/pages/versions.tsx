import React, { type ReactNode } from "react";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import Translate, { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import SocialCardMeta from "@site/src/components/SocialCardMeta";
import VersionsTable from "@site/src/components/VersionsTable";

export default function Versions(): ReactNode {
  const permalink = useBaseUrl("/versions/");
  return (
    <Layout
      title={translate({ id: "versions.meta.title", message: "Testplane versions" })}
      description={translate({
        id: "versions.meta.description",
        message: "Documentation and release notes of every Testplane version.",
      })}
    >
      <SocialCardMeta
        permalink={permalink}
        title={translate({ id: "versions.title", message: "Testplane versions" })}
      />
      <main className="container margin-vert--xl">
        <Heading as="h1">
          <Translate id="versions.title" description="Heading of the versions page">
            Testplane versions
          </Translate>
        </Heading>
        <VersionsTable />
      </main>
    </Layout>
  );
}
