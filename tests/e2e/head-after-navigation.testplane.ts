import { waitForHydration, waitForPath } from "./helpers/browser";

type Browser = WebdriverIO.Browser;

interface HeadSnapshot {
  title: string;
  /** Attributes that page metadata sets on <html> and <body>, as name=value. */
  rootAttributes: string[];
  /** Every tag that page metadata owns in <head>, as a normalised string (attribute order ignored). */
  tags: string[];
}

/** The metadata part of the document: what search engines, link previews and the tab title read. */
function headSnapshot(browser: Browser): Promise<HeadSnapshot> {
  return browser.execute(() => {
    const owned = (element: Element) =>
      (element.getAttribute("data-rh") ?? "")
        .split(",")
        .filter(Boolean)
        .map((name) => `${element.tagName.toLowerCase()} ${name}=${element.getAttribute(name)}`);
    const describe = (element: Element) => {
      const attributes = Array.from(element.attributes, (attribute) => `${attribute.name}=${attribute.value}`).sort();
      return `<${element.tagName.toLowerCase()} ${attributes.join(" ")}>${element.innerHTML}`;
    };
    return {
      title: document.title,
      rootAttributes: [...owned(document.documentElement), ...owned(document.body)].sort(),
      // Testplane's url command rewrites the viewport tag after each load, so it differs by design.
      tags: Array.from(document.head.querySelectorAll('[data-rh]:not(title, meta[name="viewport"])'), describe).sort(),
    };
  });
}

/** Navigates inside the single-page app, the way the router handles the browser's back and forward buttons. */
async function navigateInApp(browser: Browser, path: string): Promise<void> {
  await browser.execute((target: string) => {
    (window as unknown as { samePageLoad: boolean }).samePageLoad = true;
    window.history.pushState(null, "", target);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await waitForPath(browser, path);
}

const routes: [from: string, to: string][] = [
  ["/", "/docs/v8/config/browsers/"],
  ["/docs/v8/config/browsers/", "/blog/testplane-rebranding/"],
  ["/blog/testplane-rebranding/", "/"],
  ["/docs/v8/", "/search/"],
  ["/search/", "/versions/"],
  ["/docs/v8/quickstart/", "/no-such-page/"],
];

describe("head after navigation inside the app", () => {
  for (const prefix of ["", "/ru"]) {
    for (const [from, to] of routes) {
      it(`${prefix}${from} → ${prefix}${to}: title, meta and links match a fresh load of the page`, async ({
        browser,
      }) => {
        await browser.url(`${prefix}${to}`);
        await waitForHydration(browser);
        const expected = await headSnapshot(browser);

        await browser.url(`${prefix}${from}`);
        await waitForHydration(browser);
        expect((await headSnapshot(browser)).title).not.toBe(expected.title);
        await navigateInApp(browser, `${prefix}${to}`);

        await browser
          .waitUntil(async () => JSON.stringify(await headSnapshot(browser)) === JSON.stringify(expected), {
            timeout: 5000,
          })
          .catch(() => undefined);
        expect(await headSnapshot(browser)).toEqual(expected);
        expect(await browser.execute(() => (window as unknown as { samePageLoad?: boolean }).samePageLoad)).toBe(true);
      });
    }
  }
});
