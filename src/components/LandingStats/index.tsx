import React, { type ReactNode } from "react";
import { translate } from "@docusaurus/Translate";
import { landingStats } from "@site/config/landing";
import styles from "./styles.module.css";

export default function LandingStats(): ReactNode {
  const stats = [
    {
      value: translate({
        id: "homepage.stats.testRuns.value",
        message: "5.6B+",
        description: "Number of test runs, in the locale's notation",
      }),
      label: translate({ id: "homepage.stats.testRuns", message: "test runs" }),
    },
    { value: landingStats.githubStars, label: translate({ id: "homepage.stats.stars", message: "stars on GitHub" }) },
    { value: landingStats.projects, label: translate({ id: "homepage.stats.projects", message: "projects use it" }) },
  ];
  return (
    <dl className={styles.stats}>
      {stats.map(({ value, label }) => (
        <div key={label} className={styles.stat}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.value}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
