import React, { type ReactNode } from "react";
import Layout from "@theme/Layout";
import { translate } from "@docusaurus/Translate";
import FeatureSections from "@site/src/components/FeatureSections";
import HomepageHero from "@site/src/components/HomepageHero";
import LandingDemo from "@site/src/components/LandingDemo";
import LandingStats from "@site/src/components/LandingStats";
import { useForcedLightColorMode } from "@site/src/hooks/useForcedLightColorMode";
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
      <FeatureSections />
    </main>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title={translate({ id: "homepage.meta.title", message: "End-to-end and visual testing for web apps" })}
      description={translate({
        id: "homepage.meta.description",
        message:
          "Testplane is an open-source framework for end-to-end and screenshot testing of web applications in real browsers.",
      })}
    >
      <Homepage />
    </Layout>
  );
}
