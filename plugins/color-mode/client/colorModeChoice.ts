import { createStorageSlot } from "@docusaurus/theme-common";
import { COLOR_MODE_STORAGE_KEY, THEME_STORAGE_KEY, toChoice, type ColorModeChoice } from "../script";

/** The theme's choice value: null means "follow the system". */
export type ThemeChoice = "light" | "dark" | null;

// The theme's storage slot applies the site's storage namespace and logs (then ignores) storage errors.
const choiceSlot = createStorageSlot(COLOR_MODE_STORAGE_KEY);
const themeSlot = createStorageSlot(THEME_STORAGE_KEY);

export function toThemeChoice(choice: ColorModeChoice | null): ThemeChoice {
  return choice === null || choice === "system" ? null : choice;
}

function readStoredChoice(): ColorModeChoice | null {
  return toChoice(choiceSlot.get());
}

export function storeChoice(choice: ThemeChoice): void {
  choiceSlot.set(choice ?? "system");
}

/**
 * The mode a full page load would render, as the head script decides it: the reader's choice, else the theme
 * the theme's own key holds (a dark theme stored before the choice was), else light.
 */
export function readEffectiveChoice(): ColorModeChoice {
  return readStoredChoice() ?? toChoice(themeSlot.get()) ?? "light";
}
