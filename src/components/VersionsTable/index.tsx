import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import { currentVersion, docsPath, nextVersion } from "@site/config/site";
import styles from "./styles.module.css";

/** The Hermione majors the migration guides start from, newest first. */
const hermioneMajors = [8, 7, 6, 5, 4, 3];

/** A heading, a sentence about the versions it lists, and their rows. */
function VersionSection({
  id,
  title,
  description,
  children,
}: {
  id: string;
  title: ReactNode;
  description: ReactNode;
  children: ReactNode;
}): ReactNode {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p>{description}</p>
      <table className={styles.table}>
        <tbody>{children}</tbody>
      </table>
    </section>
  );
}

export default function VersionsTable(): ReactNode {
  return (
    <>
      <VersionSection
        id="current-version"
        title={
          <Translate
            id="versions.current.title"
            description="Heading of the current stable version on the versions page"
          >
            Current version (stable)
          </Translate>
        }
        description={
          <Translate
            id="versions.current.description"
            description="Text about the current version on the versions page"
            values={{ release: currentVersion.latestRelease }}
          >
            {"The documentation of the version you get from npm today. Latest release: {release}."}
          </Translate>
        }
      >
        <tr>
          <th scope="row">{currentVersion.label}</th>
          <td>
            <Link to={docsPath()}>
              <Translate id="versions.link.documentation">Documentation</Translate>
            </Link>
          </td>
          <td>
            <Link href={currentVersion.releaseNotesUrl}>
              <Translate id="versions.link.releaseNotes">Release notes</Translate>
            </Link>
          </td>
        </tr>
      </VersionSection>
      <VersionSection
        id="next-version"
        title={
          <Translate id="versions.next.title" description="Heading of the unreleased version on the versions page">
            Next version (unreleased)
          </Translate>
        }
        description={
          <Translate
            id="versions.next.description"
            description="Text about the unreleased version on the versions page"
          >
            Changes that are merged into the main branch and will ship with the next release.
          </Translate>
        }
      >
        <tr>
          <th scope="row">
            <Translate id="versions.next.label">Next</Translate>
          </th>
          <td>
            <Link href={nextVersion.docsUrl}>
              <Translate id="versions.link.mainBranchDocs">Docs in the main branch</Translate>
            </Link>
          </td>
          <td>
            <Link href={nextVersion.notesUrl}>
              <Translate id="versions.link.unreleasedChanges">Unreleased changes</Translate>
            </Link>
          </td>
        </tr>
      </VersionSection>
      <VersionSection
        id="earlier-versions"
        title={
          <Translate id="versions.earlier.title" description="Heading of the Hermione versions on the versions page">
            Earlier versions (Hermione)
          </Translate>
        }
        description={
          <Translate
            id="versions.earlier.description"
            description="Text about the Hermione versions on the versions page"
          >
            Testplane went by this name up to and including version 8. Each guide takes a project up one major version.
          </Translate>
        }
      >
        {hermioneMajors.map((major) => (
          <tr key={major}>
            <th scope="row">Hermione {major}</th>
            <td>
              <Link to={docsPath(`migrations/how-to-upgrade-hermione-to-${major === 8 ? "testplane" : major + 1}/`)}>
                {major === 8 ? (
                  <Translate id="versions.link.moveToTestplane">Move to Testplane</Translate>
                ) : (
                  <Translate id="versions.link.upgradeTo" values={{ version: major + 1 }}>
                    {"Upgrade to Hermione {version}"}
                  </Translate>
                )}
              </Link>
            </td>
          </tr>
        ))}
      </VersionSection>
    </>
  );
}
