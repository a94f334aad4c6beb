import { openClean } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

interface TabReport {
  /** Elements a reader could focus that Tab never reached. */
  unreached: string[];
  /** Elements Tab reached that showed neither an outline nor a box shadow while focused. */
  unringed: string[];
}

/**
 * Tabs through the whole page once. Every visible link, button, field and element with tabindex ≥ 0 must
 * receive focus, and each must show a focus indicator while it has it.
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
    return tabbable.length;
  });
  const reached = new Set<string>();
  const unringed = new Set<string>();
  // Two more presses than there are elements: one for the page itself and one to come round again.
  for (let i = 0; i < count + 2; i++) {
    await browser.keys("Tab");
    const focused = await browser.execute(() => {
      const element = document.activeElement as HTMLElement | null;
      const index = element?.dataset.tabOrderCheck;
      if (!element || index === undefined) return null;
      const style = getComputedStyle(element);
      const ringed =
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none";
      const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
      return { index, ringed, label: `${element.tagName.toLowerCase()} "${label}"` };
    });
    if (!focused) continue;
    reached.add(focused.index);
    if (!focused.ringed) unringed.add(focused.label);
  }
  const unreached = await browser.execute(
    (seen: string[]) =>
      Array.from(document.querySelectorAll<HTMLElement>("[data-tab-order-check]"))
        .filter((element) => !seen.includes(element.dataset.tabOrderCheck ?? ""))
        .map((element) => `${element.tagName.toLowerCase()} "${(element.textContent ?? "").trim().slice(0, 40)}"`),
    [...reached],
  );
  return { unreached, unringed: [...unringed] };
}

describe("keyboard reach", () => {
  // One test per page: tabbing through a long page takes seconds, and a failure names the page.
  for (const prefix of ["", "/ru"]) {
    for (const template of PAGE_TEMPLATES) {
      it(`Tab reaches every interactive element of ${prefix}${template}, each with a visible focus indicator`, async ({
        browser,
      }) => {
        await openClean(browser, `${prefix}${template}`);
        const { unreached, unringed } = await tabThroughPage(browser);
        expect({ unreached, unringed }).toEqual({ unreached: [], unringed: [] });
      });
    }
  }
});
