// Wrapped: when a new announcement id un-dismisses the bar, also drop the "initially dismissed"
// attribute that the theme's inline script set from the previous dismissal; otherwise its CSS keeps
// the new announcement hidden until the next page load.
import React, { useEffect, type ReactNode } from "react";
import AnnouncementBar from "@theme-original/AnnouncementBar";
import type AnnouncementBarType from "@theme/AnnouncementBar";
import type { WrapperProps } from "@docusaurus/types";
import { useAnnouncementBar } from "@docusaurus/theme-common/internal";

type Props = WrapperProps<typeof AnnouncementBarType>;

export default function AnnouncementBarWrapper(props: Props): ReactNode {
  const { isActive } = useAnnouncementBar();
  useEffect(() => {
    if (isActive) document.documentElement.setAttribute("data-announcement-bar-initially-dismissed", "false");
  }, [isActive]);
  return <AnnouncementBar {...props} />;
}
