import type { ConfigInput } from "testplane";
import { CHROMIUM_ARGS, CHROMIUM_BINARY } from "../chromium";

/**
 * Testplane drives Chromium through the generated report and `testplane gui` to take the docs screenshots
 * (scripts/docs-screenshots/index.ts passes the addresses). Fixed window, fonts and colour profile keep the
 * pictures the same from run to run.
 */
export default {
  gridUrl: process.env.CAPTURE_GRID_URL,
  baseUrl: process.env.REPORT_URL,
  sets: { screens: { files: ["scripts/docs-screenshots/capture/*.testplane.ts"] } },
  retry: 0,
  sessionsPerBrowser: 1,
  testsPerSession: 1,
  waitTimeout: 10000,
  // One test takes several screens, each after a full page load, on a machine that may be busy.
  testTimeout: 300000,
  takeScreenshotOnFails: { testFail: false, assertViewFail: false },
  plugins: { "html-reporter/testplane": { enabled: false } },
  browsers: {
    chromium: {
      automationProtocol: "webdriver",
      windowSize: "1280x943",
      desiredCapabilities: {
        browserName: "chrome",
        "goog:chromeOptions": {
          binary: CHROMIUM_BINARY,
          args: [
            ...CHROMIUM_ARGS,
            "--hide-scrollbars",
            "--font-render-hinting=none",
            "--force-color-profile=srgb",
            "--force-device-scale-factor=1",
            "--lang=en-US",
          ],
        },
      },
    },
  },
} satisfies ConfigInput;
