import { waitForPageContent } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

const WIDTHS = [320, 375, 390, 768];

/**
 * What sticks out of the viewport sideways: the document's scroll width, and every element wider than the
 * viewport or reaching past either edge. Elements inside a box that clips or scrolls sideways (code blocks,
 * tables) are that box's business, not the page's; fixed elements parked off-screen (the skip link) never
 * widen the document.
 */
function overflow(): { viewport: number; found: string[] } {
  const root = document.documentElement;
  const viewport = root.clientWidth;
  const found: string[] = [];
  if (root.scrollWidth > viewport) found.push(`document is ${root.scrollWidth} px wide`);
  const clippedSideways = (element: Element): boolean => {
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== "visible") return true;
    }
    return false;
  };
  const label = (element: Element) =>
    element.tagName.toLowerCase() +
    (element.id ? `#${element.id}` : "") +
    [...element.classList].map((name) => `.${name}`).join("");
  for (const element of document.body.querySelectorAll("*")) {
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    if (box.left >= -0.5 && box.right <= viewport + 0.5) continue;
    if (getComputedStyle(element).position === "fixed" && box.width <= viewport) continue;
    if (clippedSideways(element)) continue;
    found.push(`${label(element)}: left ${Math.round(box.left)}, width ${Math.round(box.width)}`);
  }
  return { viewport, found };
}

describe("no sideways scroll", () => {
  afterEach(async ({ browser }) => {
    await browser.setWindowSize(1280, 900);
  });

  for (const prefix of ["", "/ru"]) {
    it(`no page template in ${prefix || "/"} is wider than the viewport at ${WIDTHS.join(", ")} px`, async ({
      browser,
    }) => {
      const problems: string[] = [];
      for (const template of PAGE_TEMPLATES) {
        // Each page opens at the narrowest width and is then widened, as a phone turned sideways or a tablet
        // window: one load per page instead of one per width.
        await browser.setWindowSize(WIDTHS[0]!, 800);
        await browser.url(`${prefix}${template}`);
        await waitForPageContent(browser);
        for (const width of WIDTHS) {
          await browser.setWindowSize(width, 800);
          const { viewport, found } = await browser.execute(overflow);
          // The window really is that narrow (headless Chromium has no minimum width; scrollbars are hidden).
          expect(viewport).toBe(width);
          problems.push(...found.map((problem) => `${prefix}${template} at ${width} px: ${problem}`));
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
