// Replaced (not wrapped): the theme renders announcementBar.content as raw, untranslated HTML;
// this renders the same announcement through i18n with a client-side link (config/announcement.ts).
import React, { type ComponentProps, type ReactNode } from "react";
import clsx from "clsx";
import Link from "@docusaurus/Link";
import Translate from "@docusaurus/Translate";
import { announcementLink } from "@site/config/announcement";
import styles from "./styles.module.css";

export default function AnnouncementBarContent(props: ComponentProps<"div">): ReactNode {
  return (
    <div {...props} className={clsx(styles.content, props.className)}>
      <Translate id="announcementBar.message" description="Text of the announcement bar">
        Hermione is now Testplane: swap the package and its imports, and your tests and plugins keep working.
      </Translate>{" "}
      <Link to={announcementLink}>
        <Translate id="announcementBar.link" description="Link text of the announcement bar">
          Read what changed
        </Translate>
      </Link>
    </div>
  );
}
