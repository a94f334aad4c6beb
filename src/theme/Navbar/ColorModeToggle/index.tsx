// Wrapped: hidden on the locale root pages, which always render light (spec section 4).
import React, { type ReactNode } from "react";
import ColorModeToggle from "@theme-original/Navbar/ColorModeToggle";
import type ColorModeToggleType from "@theme/Navbar/ColorModeToggle";
import type { WrapperProps } from "@docusaurus/types";
import { useIsLocaleRoot } from "@site/plugins/color-mode/client/useIsLocaleRoot";

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function NavbarColorModeToggleWrapper(props: Props): ReactNode {
  return useIsLocaleRoot() ? null : <ColorModeToggle {...props} />;
}
