import React, { type ReactNode } from "react";
import Head from "@docusaurus/Head";
import { translate } from "@docusaurus/Translate";
import useBaseUrl from "@docusaurus/useBaseUrl";
import useDocusaurusContext from "@docusaurus/useDocusaurusContext";
import { useThemeConfig } from "@docusaurus/theme-common";
import { CARD_HEIGHT, CARD_WIDTH, cardImagePath } from "@site/plugins/social-cards/cardPath";

interface Props {
  /** The page whose card to show (plugins/social-cards draws one per doc, post and top-level page); none for the default card. */
  permalink?: string;
  /** The title the card shows, for its alt text. */
  title: string;
}

/**
 * The link preview image of a page: its card, its size and a description of it in the page's language.
 * Rendered after the theme's defaults, so its tags replace theirs.
 */
export default function SocialCardMeta({ permalink, title }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const { image: defaultImage } = useThemeConfig();
  const image = useBaseUrl(permalink ? cardImagePath(permalink, siteConfig.baseUrl) : (defaultImage ?? ""), {
    absolute: true,
  });
  const alt = translate({ id: "socialCard.alt", message: "Preview of “{title}” on the Testplane site" }, { title });
  if (!permalink && !defaultImage) return null;
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta name="twitter:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(CARD_WIDTH)} />
      <meta property="og:image:height" content={String(CARD_HEIGHT)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
