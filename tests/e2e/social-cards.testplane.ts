import { readPngInfo } from "../../plugins/social-cards/png";
import { waitForHydration } from "./helpers/browser";

/** One page of each kind that has a card of its own. */
const pages = [
  { kind: "doc", path: "/docs/v8/quickstart/" },
  { kind: "post", path: "/blog/testplane-rebranding/" },
  { kind: "landing", path: "/" },
];

describe("social cards", () => {
  for (const prefix of ["", "/ru"]) {
    for (const { kind, path } of pages) {
      it(`the ${kind} page's preview image is its own card, titled with its <h1> (${prefix || "en"})`, async ({
        browser,
      }) => {
        await browser.url(`${prefix}${path}`);
        await waitForHydration(browser);
        const { image, alt, heading } = await browser.execute(() => ({
          image: document.querySelector('meta[property="og:image"]')?.getAttribute("content") ?? "",
          alt: document.querySelector('meta[property="og:image:alt"]')?.getAttribute("content") ?? "",
          heading: document.querySelector("h1")?.textContent?.trim() ?? "",
        }));
        expect(new URL(image).pathname).toMatch(new RegExp(`^${prefix}/img/social-cards/`));
        // The absolute URL names the production origin; the same path is served by the local server.
        const response = await fetch(`${browser.options.baseUrl}${new URL(image).pathname}`);
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/png");
        const card = readPngInfo(Buffer.from(await response.arrayBuffer()));
        expect(heading).not.toBe("");
        expect({ width: card.width, height: card.height, title: card.text.Title }).toEqual({
          width: 1200,
          height: 630,
          title: heading,
        });
        expect(alt).toContain(heading);
      });
    }
  }
});
