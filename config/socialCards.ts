import type { SocialCardsOptions } from "../plugins/social-cards";
import { feedTexts } from "./blog";
import { buildLocale } from "./site";
import { translateConfig } from "./translateConfig";

/**
 * Texts of the cards whose pages are not docs or posts. Each title uses the translation id of the heading
 * its page shows, so the card says what the page says (the e2e suite compares the landing card with its <h1>).
 */
export const socialCards: SocialCardsOptions = {
  pages: [
    {
      path: "/",
      title: translateConfig("homepage.hero.title", "End-to-end testing at any scale, in any browser, on any platform"),
      section: "",
    },
    {
      path: "/versions/",
      title: translateConfig("versions.title", "Testplane versions"),
      section: translateConfig("socialCard.section.docs", "Documentation"),
    },
    {
      // The blog's title as the blog plugin translates it (the list page shows it as its title).
      path: "/blog/",
      title: feedTexts(buildLocale()).title,
      section: translateConfig("socialCard.section.blog", "Blog"),
    },
  ],
  defaultCard: {
    title: translateConfig("homepage.meta.title", "End-to-end and visual testing for web apps"),
    section: "",
  },
  blogSection: translateConfig("socialCard.section.blog", "Blog"),
  docsSection: translateConfig("socialCard.section.docs", "Documentation"),
};
