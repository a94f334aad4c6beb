// Wrapped: also records the reader's choice (light, dark or system) under the "color-mode" key, see plugins/color-mode.
import React, { useCallback, type ReactNode } from "react";
import ColorModeToggle from "@theme-original/ColorModeToggle";
import type ColorModeToggleType from "@theme/ColorModeToggle";
import type { WrapperProps } from "@docusaurus/types";
import { storeChoice, type ThemeChoice } from "@site/plugins/color-mode/client/colorModeChoice";

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const { onChange } = props;
  const handleChange = useCallback(
    (choice: ThemeChoice) => {
      storeChoice(choice);
      onChange(choice);
    },
    [onChange],
  );
  return <ColorModeToggle {...props} onChange={handleChange} />;
}
