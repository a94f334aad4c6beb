import { themes } from "prism-react-renderer";
import type { ThemeConfig } from "@docusaurus/theme-common";

/**
 * prism-react-renderer bundles JavaScript, TypeScript, JSX, JSON, YAML, C, C++, Go, Kotlin,
 * Objective-C, Python, Reason, Rust and a few more; these are added on top of that set.
 */
export const prismAdditionalLanguages = ["bash", "diff"];

export const prism: Partial<ThemeConfig["prism"]> = {
  theme: themes.github,
  darkTheme: themes.vsDark,
  additionalLanguages: prismAdditionalLanguages,
};
