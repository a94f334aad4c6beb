import React, { useEffect, useRef, type ReactNode } from "react";
import Translate, { translate } from "@docusaurus/Translate";
import clsx from "clsx";
import styles from "./styles.module.css";

// At most 47 characters a line: the phone layout sizes the code so that the longest line fills the width.
const TEST_CODE = [
  'it("adds to cart", async ({ browser }) => {',
  '  await browser.url("/catalog");',
  '  await browser.$(".product button").click();',
  '  await expect(browser.$(".badge"))',
  '    .toHaveText("1");',
  '  await browser.assertView("header", "header");',
  "});",
];

function Step({ index, title }: { index: number; title: ReactNode }): ReactNode {
  return (
    <li className={clsx(styles.step, styles[`step${index}`])}>
      <span className={styles.stepNumber}>{index}</span>
      {title}
    </li>
  );
}

/** A miniature of the page header screenshot, as the report shows it, with its caption. */
function Screenshot({ variant, caption }: { variant: "expected" | "actual" | "diff"; caption: ReactNode }): ReactNode {
  return (
    <figure>
      <div className={clsx(styles.shot, styles[variant])} aria-hidden="true">
        <div className={styles.shotBar} />
        <div className={styles.shotBadge} />
        <div className={styles.shotLine} />
        <div className={styles.shotLineShort} />
      </div>
      <figcaption>{caption}</figcaption>
    </figure>
  );
}

/**
 * The workflow in four looping scenes: write a test, run it, review a screenshot diff, accept it.
 * CSS only (opacity and transform), paused while off screen, static with reduced motion.
 */
export default function LandingDemo(): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver(([entry]) => {
      element.toggleAttribute("data-paused", !entry?.isIntersecting);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  return (
    <div
      ref={root}
      className={styles.demo}
      role="img"
      aria-label={translate({
        id: "homepage.demo.ariaLabel",
        message:
          "A Testplane test is written, run in Chrome, its screenshot differs from the reference in the report, and the new screenshot is accepted.",
      })}
    >
      <ol className={styles.steps} aria-hidden="true">
        <Step index={1} title={<Translate id="homepage.demo.step.write">Write</Translate>} />
        <Step index={2} title={<Translate id="homepage.demo.step.run">Run</Translate>} />
        <Step index={3} title={<Translate id="homepage.demo.step.review">Review</Translate>} />
        <Step index={4} title={<Translate id="homepage.demo.step.accept">Accept</Translate>} />
      </ol>
      <div className={styles.window} aria-hidden="true">
        <section className={clsx(styles.scene, styles.scene1)}>
          <div className={styles.fileTab}>cart.testplane.ts</div>
          <pre className={styles.code}>
            {TEST_CODE.map((line, index) => (
              <span key={index} className={styles.codeLine} style={{ "--line": index } as React.CSSProperties}>
                {line}
              </span>
            ))}
          </pre>
        </section>
        <section className={clsx(styles.scene, styles.scene2)}>
          <div className={styles.terminal}>
            <span className={styles.prompt}>$ npx testplane --browser chrome</span>
            <span className={styles.fail}>✘ adds to cart [chrome:4f1c9a2e] - 2400ms</span>
            <span className={styles.fail}>AssertViewError: image comparison failed</span>
          </div>
          <div className={styles.browser}>
            <div className={styles.browserBar} />
            <div className={styles.card}>
              <div className={styles.cardImage} />
              <div className={styles.cardButton} />
            </div>
            <div className={styles.cursor} />
          </div>
        </section>
        <section className={clsx(styles.scene, styles.scene3)}>
          <div className={styles.report}>
            <Screenshot variant="expected" caption={<Translate id="homepage.demo.expected">Reference</Translate>} />
            <Screenshot variant="actual" caption={<Translate id="homepage.demo.actual">Actual</Translate>} />
            <Screenshot variant="diff" caption={<Translate id="homepage.demo.diff">Diff</Translate>} />
          </div>
          <span className={styles.acceptButton}>
            <Translate id="homepage.demo.acceptButton">Accept</Translate>
          </span>
        </section>
        <section className={clsx(styles.scene, styles.scene4)}>
          <div className={styles.accepted}>
            <span className={styles.check}>✓</span>
            <Translate id="homepage.demo.accepted">Reference updated: header.png</Translate>
          </div>
          <div className={styles.terminal}>
            <span className={styles.pass}>✓ adds to cart [chrome] - 2100ms</span>
          </div>
        </section>
      </div>
    </div>
  );
}
