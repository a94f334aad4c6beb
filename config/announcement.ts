import type { ThemeConfig } from "@docusaurus/theme-common";

/**
 * The current announcement. Change `id` whenever the message changes: readers who dismissed the
 * previous one then see the new one. The visible text and link live in
 * src/theme/AnnouncementBar/Content so that they are translated; `content` is the fallback the
 * theme requires.
 */
export const announcementBar: NonNullable<ThemeConfig["announcementBar"]> = {
  id: "hermione-is-testplane",
  content: "Hermione is now Testplane.",
  backgroundColor: "var(--site-announcement-background)",
  textColor: "var(--site-announcement-color)",
  isCloseable: true,
};

/** Where the announcement leads. */
export const announcementLink = "/blog/testplane-rebranding/";
