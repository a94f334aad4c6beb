/** Figures the landing page shows under the demo; update them here. */
export const landingStats = {
  testRuns: "5.6B+",
  githubStars: "800+",
  projects: "450+",
} as const;

/** The command the landing page offers to copy. */
export const installCommand = "npm init testplane@latest";
