import { cdpPage, waitForHydration } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

// Keeps every console error from the first script on; React reports a page whose server HTML
// differs from what the browser renders (a hydration mismatch) through console.error.
const RECORD_ERRORS = `window.__consoleErrors = [];
const original = console.error;
console.error = (...args) => { window.__consoleErrors.push(args.map(String).join(" ")); original(...args); };`;

describe("hydration", () => {
  for (const prefix of ["", "/ru"]) {
    it(`every page template in ${prefix || "/"} hydrates with no error: the browser renders what the server sent`, async ({
      browser,
    }) => {
      const page = await cdpPage(browser);
      const { identifier } = await page.evaluateOnNewDocument(RECORD_ERRORS);
      try {
        const errors: string[] = [];
        for (const path of PAGE_TEMPLATES) {
          await browser.url(`${prefix}${path}`);
          await waitForHydration(browser);
          const found = await browser.execute(
            () => (window as unknown as { __consoleErrors?: string[] }).__consoleErrors ?? ["recorder missing"],
          );
          errors.push(...found.map((error) => `${prefix}${path}: ${error}`));
        }
        expect(errors).toEqual([]);
      } finally {
        await page.removeScriptToEvaluateOnNewDocument(identifier);
      }
    });
  }
});
