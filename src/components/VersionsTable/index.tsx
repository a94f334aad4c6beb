import React, { type ReactNode } from "react";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import { changelogUrl, currentVersion, docsPath, nextVersion, repositoryUrl } from "@site/config/site";
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
            <Link href={`${repositoryUrl}/tree/master/docs`}>
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
            description="Text about the Hermione versions on the versions page; {changelog} is a link to the changelog"
            values={{
              changelog: (
                <Link href={changelogUrl}>
                  <Translate id="versions.earlier.changelog" description="Link text of the changelog">
                    changelog
                  </Translate>
                </Link>
              ),
            }}
          >
            {
              "Testplane was called Hermione before, and the version numbers carried on: Hermione 8 is Testplane 8. Hermione versions have no docs here; each guide below takes a project up one major version, and the {changelog} lists every release."
            }
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
