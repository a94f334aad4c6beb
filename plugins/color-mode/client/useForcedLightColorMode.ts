import { useEffect } from "react";
import { useColorMode } from "@docusaurus/theme-common";
import { readEffectiveChoice, toThemeChoice, type ThemeChoice } from "./colorModeChoice";

// The theme's setter accepts `{persist: false}` at run time (colorMode.js) but its typings omit it.
type SetColorMode = (choice: ThemeChoice, options: { persist: boolean }) => void;

/**
 * Renders the current page light whatever the reader chose, without touching the stored choice,
 * and gives the choice back when the page is left (the landing pages are designed light only).
 */
export function useForcedLightColorMode(): void {
  const setColorMode = useColorMode().setColorMode as SetColorMode;
  useEffect(() => {
    setColorMode("light", { persist: false });
    return () => setColorMode(toThemeChoice(readEffectiveChoice()), { persist: false });
  }, [setColorMode]);
}
