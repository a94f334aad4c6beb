import React, { type ReactNode } from "react";
import Layout from "@theme/Layout";
import { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import FeatureSections from "@site/src/components/FeatureSections";
import HomepageHero from "@site/src/components/HomepageHero";
import LandingDemo from "@site/src/components/LandingDemo";
import LandingStats from "@site/src/components/LandingStats";
import ReportPreview from "@site/src/components/ReportPreview";
import SocialCardMeta from "@site/src/components/SocialCardMeta";
import { useForcedLightColorMode } from "@site/plugins/color-mode/client/useForcedLightColorMode";
import styles from "./index.module.css";

function Homepage(): ReactNode {
  useForcedLightColorMode();
  return (
    <main>
      <HomepageHero />
      <section className={styles.demo}>
        <div className="container">
          <LandingDemo />
          <LandingStats />
        </div>
      </section>
      <ReportPreview />
      <FeatureSections />
    </main>
  );
}

export default function Home(): ReactNode {
  const permalink = useBaseUrl("/");
  return (
    <Layout
      title={translate({ id: "homepage.meta.title", message: "End-to-end and visual testing for web apps" })}
      description={translate({
        id: "homepage.meta.description",
        message:
          "Testplane is an open-source framework for end-to-end and screenshot testing of web applications in real browsers.",
      })}
    >
      <SocialCardMeta
        permalink={permalink}
        title={translate({
          id: "homepage.hero.title",
          message: "End-to-end testing at any scale, in any browser, on any platform",
        })}
      />
      <Homepage />
    </Layout>
  );
}
