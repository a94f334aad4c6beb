import { createStorageSlot } from "@docusaurus/theme-common";
import { COLOR_MODE_STORAGE_KEY, toChoice, type ColorModeChoice } from "@site/plugins/color-mode/script";

/** The theme's choice value: null means "follow the system". */
export type ThemeChoice = "light" | "dark" | null;

// The theme's storage slot applies the site's storage namespace and logs (then ignores) storage errors.
const choiceSlot = createStorageSlot(COLOR_MODE_STORAGE_KEY);

export function toThemeChoice(choice: ColorModeChoice | null): ThemeChoice {
  return choice === null || choice === "system" ? null : choice;
}

export function readStoredChoice(): ColorModeChoice | null {
  return toChoice(choiceSlot.get());
}

export function storeChoice(choice: ThemeChoice): void {
  choiceSlot.set(choice ?? "system");
}
