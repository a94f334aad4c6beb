import React, { type ReactNode } from "react";
import Layout from "@theme/Layout";
import Heading from "@theme/Heading";
import Translate, { translate } from "@docusaurus/Translate";
import VersionsTable from "@site/src/components/VersionsTable";

export default function Versions(): ReactNode {
  return (
    <Layout
      title={translate({ id: "versions.meta.title", message: "Testplane versions" })}
      description={translate({
        id: "versions.meta.description",
        message: "Documentation and release notes of every Testplane version.",
      })}
    >
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
