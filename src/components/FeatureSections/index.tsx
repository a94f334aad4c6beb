import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Heading from "@theme/Heading";
import { translate } from "@docusaurus/Translate";
import { chatUrl, docsPath } from "@site/config/site";
import styles from "./styles.module.css";

interface Feature {
  title: string;
  text: string;
  to: string;
}

function coreFeatures(): Feature[] {
  return [
    {
      title: translate({ id: "homepage.core.browsers.title", message: "Any browser" }),
      text: translate({
        id: "homepage.core.browsers.text",
        message:
          "Chrome, Firefox, Edge and Safari on your machine, in Docker or on a remote grid. Testplane downloads Chrome, Firefox and their drivers itself, and the driver for an installed Edge.",
      }),
      to: docsPath("config/browsers/"),
    },
    {
      title: translate({ id: "homepage.core.scale.title", message: "Any scale" }),
      text: translate({
        id: "homepage.core.scale.text",
        message:
          "Parallel sessions per browser, worker processes, sharding a run across CI machines, retries for the occasional hiccup.",
      }),
      to: docsPath("config/main/"),
    },
    {
      title: translate({ id: "homepage.core.extensibility.title", message: "Extensible" }),
      text: translate({
        id: "homepage.core.extensibility.text",
        message:
          "Plugins and reporters hook into every event of a run, from reading tests to closing sessions; custom commands extend the browser API.",
      }),
      to: docsPath("config/plugins/"),
    },
  ];
}

function moreFeatures(): Feature[] {
  return [
    {
      title: translate({ id: "homepage.more.visual.title", message: "Visual testing" }),
      text: translate({
        id: "homepage.more.visual.text",
        message:
          "assertView compares screenshots with references, with animations switched off for the capture; the report shows the difference in 7+ view modes and lets you accept changes in one click.",
      }),
      to: docsPath("visual-testing/visual-testing-intro/"),
    },
    {
      title: translate({ id: "homepage.more.tooling.title", message: "Tooling" }),
      text: translate({
        id: "homepage.more.tooling.text",
        message:
          "An HTML report, a GUI for running and reviewing tests, a VS Code extension and an MCP server for AI agents.",
      }),
      to: docsPath("html-reporter/overview/"),
    },
    {
      title: translate({ id: "homepage.more.live.title", message: "Debug in a REPL" }),
      text: translate({
        id: "homepage.more.live.text",
        message:
          "Stop a test in a REPL, try commands against the live page and carry the working lines back into the test.",
      }),
      to: docsPath("command-line/"),
    },
    {
      title: translate({ id: "homepage.more.flaky.title", message: "Flaky tests under control" }),
      text: translate({
        id: "homepage.more.flaky.text",
        message:
          "Repeat runs that prove a new test is stable, retries with your own rules, and rerunning only what failed last time.",
      }),
      to: docsPath("guides/how-to-check-test-stability/"),
    },
    {
      title: translate({ id: "homepage.more.community.title", message: "Community" }),
      text: translate({
        id: "homepage.more.community.text",
        message: "Years of use on large products, maintainers who answer in the open, and a chat for questions.",
      }),
      to: chatUrl,
    },
    {
      title: translate({ id: "homepage.more.api.title", message: "Programmatic API" }),
      text: translate({
        id: "homepage.more.api.text",
        message: "Run tests from your own scripts, launch a standalone browser, or react to run events from code.",
      }),
      to: docsPath("reference/testplane-api/"),
    },
  ];
}

function FeatureCard({ title, text, to }: Feature): ReactNode {
  return (
    <li className={styles.card}>
      <Heading as="h3" className={styles.cardTitle}>
        <Link to={to} className={styles.cardLink}>
          {title}
        </Link>
      </Heading>
      <p className={styles.cardText}>{text}</p>
    </li>
  );
}

function FeatureSection({
  id,
  title,
  features,
  className,
}: {
  id: string;
  title: string;
  features: Feature[];
  className: string;
}): ReactNode {
  return (
    <section className={className} aria-labelledby={id}>
      <div className="container">
        <Heading as="h2" id={id} className={styles.heading}>
          {title}
        </Heading>
        <ul className={styles.grid}>
          {features.map((feature) => (
            <FeatureCard key={feature.title} {...feature} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export default function FeatureSections(): ReactNode {
  return (
    <>
      <FeatureSection
        id="core-features"
        className={styles.section}
        title={translate({ id: "homepage.core.title", message: "Built for real-world suites" })}
        features={coreFeatures()}
      />
      <FeatureSection
        id="more-features"
        className={styles.sectionAlt}
        title={translate({ id: "homepage.more.title", message: "And everything around the tests" })}
        features={moreFeatures()}
      />
    </>
  );
}
