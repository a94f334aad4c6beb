import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import { currentVersion, nextVersion } from "@site/config/site";
import styles from "./styles.module.css";

export default function VersionsTable(): ReactNode {
  return (
    <>
      <section className={styles.section} aria-labelledby="current-version">
        <h2 id="current-version">
          <Translate
            id="versions.current.title"
            description="Heading of the current stable version on the versions page"
          >
            Current version (stable)
          </Translate>
        </h2>
        <p>
          <Translate
            id="versions.current.description"
            description="Text about the current version on the versions page"
          >
            The documentation of the version you get from npm today.
          </Translate>
        </p>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">{currentVersion.label}</th>
              <td>
                <Link to={`/docs/${currentVersion.path}/`}>
                  <Translate id="versions.link.documentation">Documentation</Translate>
                </Link>
              </td>
              <td>
                <Link href={currentVersion.releaseNotesUrl}>
                  <Translate id="versions.link.releaseNotes">Release notes</Translate>
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      </section>
      <section className={styles.section} aria-labelledby="next-version">
        <h2 id="next-version">
          <Translate id="versions.next.title" description="Heading of the unreleased version on the versions page">
            Next version (unreleased)
          </Translate>
        </h2>
        <p>
          <Translate
            id="versions.next.description"
            description="Text about the unreleased version on the versions page"
          >
            Changes that are merged into the main branch and will ship with the next release.
          </Translate>
        </p>
        <table className={styles.table}>
          <tbody>
            <tr>
              <th scope="row">
                <Translate id="versions.next.label">Next</Translate>
              </th>
              <td>
                <Link href={nextVersion.notesUrl}>
                  <Translate id="versions.link.unreleasedChanges">Unreleased changes</Translate>
                </Link>
              </td>
            </tr>
          </tbody>
        </table>
      </section>
    </>
  );
}
