/**
 * Figures the landing page shows under the demo; update them here. The test-run count is written in each
 * locale's notation, so it is a UI string: homepage.stats.testRuns.value in LandingStats and i18n/ru/code.json.
 */
export const landingStats = {
  githubStars: "800+",
  projects: "450+",
} as const;

/** The command the landing page offers to copy. */
export const installCommand = "npm init testplane@latest";
