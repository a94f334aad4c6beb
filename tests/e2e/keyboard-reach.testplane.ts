import { openClean, waitForPageContent } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

interface TabReport {
  /** Elements a reader could focus that Tab never reached. */
  unreached: string[];
  /** Elements Tab reached that showed neither an outline nor a box shadow while focused. */
  unringed: string[];
}

/**
 * Tabs through the whole page once. Every visible link, button, field and element with tabindex ≥ 0 must
 * receive focus, and each must show a focus indicator while it has it. The page notes each focus as it
 * happens, so that all the presses go out in one WebDriver call instead of two round trips per element.
 */
async function tabThroughPage(browser: WebdriverIO.Browser): Promise<TabReport> {
  const count = await browser.execute(() => {
    const candidates = document.querySelectorAll<HTMLElement>(
      "a[href], button:not([disabled]), input:not([disabled]), select, textarea, summary, [tabindex]",
    );
    const tabbable = Array.from(candidates).filter(
      (element) =>
        element.tabIndex >= 0 &&
        element.getClientRects().length > 0 &&
        getComputedStyle(element).visibility !== "hidden",
    );
    tabbable.forEach((element, index) => (element.dataset.tabOrderCheck = String(index)));
    const focuses: { index: string; ringed: boolean; label: string }[] = [];
    (window as unknown as { tabFocuses: typeof focuses }).tabFocuses = focuses;
    document.addEventListener("focusin", (event) => {
      const element = event.target as HTMLElement;
      const index = element.dataset.tabOrderCheck;
      if (index === undefined) return;
      const style = getComputedStyle(element);
      // A ring that transitions in is read at its end, as the reader sees it a moment later.
      void style.outlineStyle;
      for (const animation of element.getAnimations()) animation.finish();
      const ringed =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      focuses.push({ index, ringed, label: `${element.tagName.toLowerCase()} "${label}"` });
    });
    return tabbable.length;
  });
  // Two more presses than there are elements: one for the page itself and one to come round again.
  await browser.keys(Array<string>(count + 2).fill("Tab"));
  return browser.execute(() => {
    const focuses = (window as unknown as { tabFocuses: { index: string; ringed: boolean; label: string }[] })
      .tabFocuses;
    const reached = new Set(focuses.map((focus) => focus.index));
    return {
      unreached: Array.from(document.querySelectorAll<HTMLElement>("[data-tab-order-check]"))
        .filter((element) => !reached.has(element.dataset.tabOrderCheck ?? ""))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
      // Each element's ring is judged on its first visit. The last press brings focus back into the page from
      // the browser, and Chromium can fire focusin before the page has regained focus, when :focus does not
      // match yet; that visit checks that Tab comes round, not what the ring looks like.
      unringed: [
        ...new Set(
          focuses
            .filter((focus, i) => !focus.ringed && focuses.findIndex((other) => other.index === focus.index) === i)
            .map((focus) => focus.label),
        ),
      ],
    };
  });
}

describe("keyboard reach", () => {
  // One test per page: tabbing through a long page takes seconds, and a failure names the page.
  for (const prefix of ["", "/ru"]) {
    for (const template of PAGE_TEMPLATES) {
      it(`Tab reaches every interactive element of ${prefix}${template}, each with a visible focus indicator`, async ({
        browser,
      }) => {
        await openClean(browser, `${prefix}${template}`);
        await waitForPageContent(browser);
        const { unreached, unringed } = await tabThroughPage(browser);
        expect({ unreached, unringed }).toEqual({ unreached: [], unringed: [] });
      });
    }
  }

  for (const prefix of ["", "/ru"]) {
    it(`on a phone, nothing Tab reaches in the navbar lies under another control (${prefix || "/"})`, async ({
      browser,
    }) => {
      await browser.setWindowSize(390, 844);
      try {
        await openClean(browser, `${prefix}/docs/v8/`);
        const covered = await browser.execute(() =>
          Array.from(document.querySelectorAll<HTMLElement>(".navbar a[href], .navbar button"))
            .filter(
              (element) =>
                element.tabIndex >= 0 &&
                element.getClientRects().length > 0 &&
                getComputedStyle(element).visibility !== "hidden",
            )
            .filter((element) => {
              const box = element.getBoundingClientRect();
              const top = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
              return !top || !element.contains(top);
            })
            .map((element) => element.outerHTML.slice(0, 100)),
        );
        expect(covered).toEqual([]);
      } finally {
        await browser.setWindowSize(1280, 900);
      }
    });
  }
});
