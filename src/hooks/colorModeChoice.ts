import { COLOR_MODE_STORAGE_KEY, toChoice, type ColorModeChoice } from "@site/plugins/color-mode/script";

/** The theme's choice value: null means "follow the system". */
export type ThemeChoice = "light" | "dark" | null;

export function toThemeChoice(choice: ColorModeChoice | null): ThemeChoice {
  return choice === null || choice === "system" ? null : choice;
}

/** Storage errors (private mode, quota) are logged and otherwise ignored, as the theme does. */
export function readStoredChoice(): ColorModeChoice | null {
  try {
    return toChoice(window.localStorage.getItem(COLOR_MODE_STORAGE_KEY));
  } catch (error) {
    console.error(error);
    return null;
  }
}

export function storeChoice(choice: ThemeChoice): void {
  try {
    window.localStorage.setItem(COLOR_MODE_STORAGE_KEY, choice ?? "system");
  } catch (error) {
    console.error(error);
  }
}
