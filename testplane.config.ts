import type { ConfigInput } from "testplane";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "./scripts/chromium";

/**
 * End-to-end tests of the built site, run by scripts/e2e.ts: it serves build/ with nginx and starts
 * Debian's chromedriver, then passes their addresses in E2E_SITE_URL and E2E_GRID_URL.
 */
const siteUrl = process.env.E2E_SITE_URL;
const gridUrl = process.env.E2E_GRID_URL;
if (!siteUrl || !gridUrl)
  throw new Error("Run the e2e suite with `npm run test:e2e`: it serves the build and starts chromedriver.");

const chromiumArgs = [
  ...CHROMIUM_ARGS,
  "--disable-dev-shm-usage",
  "--hide-scrollbars",
  "--font-render-hinting=none",
  "--force-color-profile=srgb",
];

export default {
  gridUrl,
  baseUrl: siteUrl,
  sets: {
    e2e: { files: ["tests/e2e/**/*.testplane.ts"] },
  },
  screenshotsDir: (test) => `tests/e2e/screens/${test.id}`,
  sessionsPerBrowser: 2,
  testsPerSession: 20,
  // A test that passes only on a second attempt is flaky: it fails the run instead of hiding.
  retry: 0,
  waitTimeout: 5000,
  pageLoadTimeout: 20000,
  httpTimeout: 30000,
  sessionRequestTimeout: 60000,
  takeScreenshotOnFails: { testFail: false, assertViewFail: false },
  browsers: {
    chromium: {
      automationProtocol: "webdriver",
      windowSize: "1280x900",
      desiredCapabilities: {
        browserName: "chrome",
        "goog:chromeOptions": { binary: CHROMIUM_BINARY, args: chromiumArgs },
      },
      assertViewOpts: { antialiasingTolerance: 4, ignoreDiffPixelCount: "0.2%" },
      tolerance: 3,
      screenshotMode: "viewport",
    },
  },
} satisfies ConfigInput;
