import { openClean } from "./helpers/browser";

const locales = [
  { prefix: "", groups: ["Quick start", "Resources"], skip: "Skip to main content" },
  { prefix: "/ru", groups: ["Быстрый старт", "Ресурсы"], skip: "Перейти к основному содержимому" },
];

describe("footer and keyboard", () => {
  for (const { prefix, groups, skip } of locales) {
    it(`the footer shows its link groups, the licence line and the community links (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/docs/v8/`);
      const titles = await browser.$$("footer .footer__title").map((title) => title.getText());
      for (const group of groups) expect(titles).toContain(group);
      await expect(browser.$("footer .footer__copyright")).toHaveText("MIT License 2024");
      await expect(browser.$(`footer a[href="${prefix}/docs/v8/#why-testplane"]`)).toExist();
      for (const href of [
        "https://github.com/gemini-testing/testplane",
        "https://stackoverflow.com/questions/tagged/testplane",
        "https://t.me/testplane",
      ]) {
        const link = browser.$(`footer a[href="${href}"]`);
        await expect(link).toHaveAttribute("aria-label");
        await expect(link).toHaveAttribute("rel", "noopener noreferrer");
      }
    });

    it(`the first Tab reaches the skip link, which moves keyboard focus into the content (${prefix || "en"})`, async ({
      browser,
    }) => {
      await openClean(browser, `${prefix}/docs/v8/quickstart/`);
      await browser.keys("Tab");
      const focused = browser.$(":focus");
      await expect(focused).toHaveText(skip);
      await expect(focused).toBeDisplayedInViewport();
      await browser.keys(["Enter", "Tab"]);
      // The next Tab after the skip link lands inside the main content, past the navbar and sidebar.
      const inMain = await browser.execute(() => document.activeElement?.closest("main") !== null);
      expect(inMain).toBe(true);
      await expect(browser.$(":focus")).toBeDisplayedInViewport();
    });
  }
});
