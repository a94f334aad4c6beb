import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import { docsPath, repositoryUrl } from "@site/config/site";
import InstallPrompt from "@site/src/components/InstallPrompt";
import styles from "./styles.module.css";

export default function HomepageHero(): ReactNode {
  return (
    <header className={styles.hero}>
      <div className="container">
        <h1 className={styles.title}>
          <Translate id="homepage.hero.title" description="Main heading of the landing page">
            End-to-end testing at any scale, in any browser, on any platform
          </Translate>
        </h1>
        <p className={styles.subtitle}>
          <Translate id="homepage.hero.subtitle" description="Sentence under the landing page heading">
            Testplane runs your browser tests in parallel on local machines or a remote grid, checks screenshots pixel
            by pixel and shows every result in an interactive report.
          </Translate>
        </p>
        <div className={styles.actions}>
          <Link className="button button--primary button--lg" to={docsPath("quickstart/")}>
            <Translate id="homepage.hero.getStarted" description="Primary call to action of the landing page">
              Get started
            </Translate>
          </Link>
          <Link className="button button--secondary button--outline button--lg" href={repositoryUrl}>
            <Translate id="homepage.hero.source" description="Link to the source repository on the landing page">
              Source on GitHub
            </Translate>
          </Link>
        </div>
        <InstallPrompt />
      </div>
    </header>
  );
}
