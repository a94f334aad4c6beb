import { openClean, runOnNewDocument, waitForPageContent } from "./helpers/browser";
import { PAGE_TEMPLATES } from "./helpers/constants";

// Keeps every console error from the first script on; React reports a page whose server text
// differs from what the browser renders (a hydration mismatch) through console.error.
const RECORD_ERRORS = `window.__consoleErrors = [];
const original = console.error;
console.error = (...args) => { window.__consoleErrors.push(args.map(String).join(" ")); original(...args); };`;

/**
 * What the theme changes on purpose once it runs in the browser, after hydration: a themed image keeps
 * only the variant of the reader's colour mode, code blocks gain their copy and wrap buttons, the
 * colour-mode toggle is enabled, collapsible sidebar categories take their inline style and `#` links,
 * the search page reads its query and lists what it found, the landing demo learns whether it may move, and a not-found
 * page lists the doc pages its address most likely meant. Anything else that
 * differs is a hydration mismatch, which React's production build leaves in place without a word.
 */
const CHANGED_AFTER_HYDRATION = [
  /^[\w.-]+: children (?=.*themedComponent--dark).* → (img\.themedComponent[\w.-]*)(,b)?$/,
  /^div\.codeBlockContent_\w+: children (pre[\w.-]*) → \1,div\.buttonGroup_\w+$/,
  /^button\.clean-btn\.toggleButton_\w+ @(class|disabled|title|aria-label): /,
  /^ul\.menu__list @style: null → "display: block; overflow: visible; height: auto;"$/,
  /^a\.categoryLink_\w+\.menu__link @href: "[^"]+" → "#"$/,
  /^div\.demo_\w+ @data-paused: null → ""$/,
  /^main\.container[\w.-]*: children (h1,p\.hint_\w+,form\.form_\w+) → \1,p\.count_\w+,ol\.results_\w+$/,
  /^div\.theme-layout-main\.main-wrapper: children (main\.container\.margin-vert--xl) → \1,nav\.container\.suggestions_\w+$/,
];
const SEARCH_QUERY = "screenshot";

/**
 * Differences between the app markup the server sent for the current URL and the live DOM: element
 * structure, attributes and text, element by element.
 */
function serverMarkupDifferences(): Promise<string[]> {
  return fetch(window.location.href)
    .then((response) => response.text())
    .then((html) => {
      const server = new DOMParser().parseFromString(html, "text/html").getElementById("__docusaurus");
      const live = document.getElementById("__docusaurus");
      if (!server || !live) return ["no #__docusaurus"];
      const differences: string[] = [];
      const name = (element: Element) =>
        [element.tagName.toLowerCase(), ...Array.from(element.classList).slice(0, 2)].join(".");
      const text = (element: Element) =>
        Array.from(element.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join("");
      const walk = (s: Element, l: Element, where: string) => {
        const attributes = new Set([...s.getAttributeNames(), ...l.getAttributeNames()]);
        for (const attribute of attributes)
          if (s.getAttribute(attribute) !== l.getAttribute(attribute))
            differences.push(
              `${where} @${attribute}: ${JSON.stringify(s.getAttribute(attribute))} → ${JSON.stringify(l.getAttribute(attribute))}`,
            );
        if (text(s) !== text(l))
          differences.push(`${where} text: ${JSON.stringify(text(s))} → ${JSON.stringify(text(l))}`);
        const [sc, lc] = [Array.from(s.children), Array.from(l.children)];
        if (sc.length !== lc.length || sc.some((child, i) => child.tagName !== lc[i]?.tagName)) {
          differences.push(`${where}: children ${sc.map(name).join(",")} → ${lc.map(name).join(",")}`);
          return;
        }
        sc.forEach((child, i) => walk(child, lc[i]!, `${name(child)}`));
      };
      walk(server, live, "#__docusaurus");
      return differences;
    });
}

describe("hydration", () => {
  for (const prefix of ["", "/ru"]) {
    // Also an address under /docs/ that no docs version takes, which the docs' root route once rendered empty.
    for (const path of [...PAGE_TEMPLATES, "/docs/v7/quickstart/"]) {
      it(`${prefix}${path} hydrates to the markup the server sent: no error, same elements, attributes and text`, async ({
        browser,
      }) => {
        const stopRecording = await runOnNewDocument(browser, RECORD_ERRORS);
        try {
          // A dismissal stored by an earlier test in this session would hide the announcement after hydration.
          await openClean(browser, `${prefix}${path}`);
          // The search page lists its results once the index has loaded: compare after that, not during it.
          await waitForPageContent(browser);
          const errors = await browser.execute(
            () => (window as unknown as { __consoleErrors?: string[] }).__consoleErrors ?? ["recorder missing"],
          );
          const differences = (await browser.execute(serverMarkupDifferences)).filter(
            (difference) =>
              !CHANGED_AFTER_HYDRATION.some((allowed) => allowed.test(difference)) &&
              !(path.includes(`?q=${SEARCH_QUERY}`) && difference.includes(SEARCH_QUERY)),
          );
          expect([...errors, ...differences]).toEqual([]);
        } finally {
          await stopRecording();
        }
      });
    }
  }
});
