import { navbarDropdownItem, navbarLink, openClean, pathname, waitForHydration, waitForPath } from "./helpers/browser";

const locales = [
  { prefix: "", docs: "Documentation", blog: "Blog", allVersions: "All versions" },
  { prefix: "/ru", docs: "Документация", blog: "Блог", allVersions: "Все версии" },
];

describe("navigation", () => {
  for (const { prefix, docs, blog, allVersions } of locales) {
    describe(`locale "${prefix || "/"}"`, () => {
      it("navbar links lead to the docs, the report UI docs and the blog", async ({ browser }) => {
        await openClean(browser, `${prefix}/docs/v8/quickstart/`);
        await navbarLink(browser, docs).click();
        await waitForPath(browser, `${prefix}/docs/v8/`);

        await navbarLink(browser, "UI").click();
        await waitForPath(browser, `${prefix}/docs/v8/html-reporter/overview/`);

        await navbarLink(browser, blog).click();
        await waitForPath(browser, `${prefix}/blog/`);
      });

      it("the brand link leads to the site root and the source link to the repository", async ({ browser }) => {
        await openClean(browser, `${prefix}/docs/v8/`);
        await browser.$(".navbar__brand").click();
        await waitForPath(browser, `${prefix}/`);
        const github = browser.$('.navbar a[href="https://github.com/gemini-testing/testplane"]');
        await expect(github).toExist();
        await expect(github).toHaveAttribute("target", "_blank");
      });

      it("the docs root leads to the v8 docs, also without JavaScript", async ({ browser }) => {
        const html = await (await fetch(`${browser.options.baseUrl}${prefix}/docs/`)).text();
        expect(html).toContain(`${prefix}/docs/v8/`);
        expect(html).toMatch(/<meta http-equiv="refresh" content="0; url=[^"]*\/docs\/v8\/"/);
        await browser.url(`${prefix}/docs/`);
        await waitForPath(browser, `${prefix}/docs/v8/`);
      });

      it("the version dropdown offers v8 and all versions", async ({ browser }) => {
        await openClean(browser, `${prefix}/docs/v8/quickstart/`);
        const current = await navbarDropdownItem(browser, "v8", "v8");
        await expect(current).toHaveAttribute("href", `${prefix}/docs/v8/quickstart/`);
        await (await navbarDropdownItem(browser, "v8", allVersions)).click();
        await waitForPath(browser, `${prefix}/versions/`);
        await expect(browser.$(`main a[href="${prefix}/docs/v8/"]`)).toBeDisplayed();
        await expect(
          browser.$('main a[href="https://github.com/gemini-testing/testplane/blob/master/CHANGELOG.md"]'),
        ).toExist();
        await expect(browser.$('main a[href^="https://github.com/gemini-testing/testplane/compare/"]')).toExist();
      });

      it("the versions page names the latest release and leads Hermione users to their upgrade guides", async ({
        browser,
      }) => {
        await openClean(browser, `${prefix}/versions/`);
        await expect(browser.$("#current-version + p")).toHaveText(/8\.41\.2\.$/);
        await expect(
          browser.$('main a[href="https://github.com/gemini-testing/testplane/tree/master/docs"]'),
        ).toBeDisplayed();
        const rows = await browser.$$("section[aria-labelledby='earlier-versions'] tbody tr").map(async (row) => ({
          version: await row.$("th").getText(),
          guide: await row.$("a").getAttribute("href"),
        }));
        const guide = (target: string) => `${prefix}/docs/v8/migrations/how-to-upgrade-hermione-to-${target}/`;
        expect(rows).toEqual([
          { version: "Hermione 8", guide: guide("testplane") },
          ...[7, 6, 5, 4, 3].map((major) => ({ version: `Hermione ${major}`, guide: guide(String(major + 1)) })),
        ]);
        await browser.$(`main a[href="${guide("8")}"]`).click();
        await waitForPath(browser, guide("8"));
        await expect(browser.$("article h1")).toHaveText("Hermione 7 → 8");
      });

      it("a path ending in .html or /index.html shows the page once, at its own address", async ({ browser }) => {
        for (const [variant, page] of [
          [`${prefix}/docs/v8/quickstart.html`, `${prefix}/docs/v8/quickstart/`],
          [`${prefix}/docs/v8/quickstart/index.html`, `${prefix}/docs/v8/quickstart/`],
          [`${prefix}/index.html`, `${prefix}/`],
          [`${prefix}/blog.html`, `${prefix}/blog/`],
          [`${prefix}/search/index.html?q=config`, `${prefix}/search/?q=config`],
        ] as const) {
          await browser.url(variant);
          await waitForHydration(browser);
          // Rendered under an address other than the one its HTML was made for, a page showed a second copy of
          // itself below the first: two navbars, two main areas, two footers.
          const shown = await browser.execute(() => ({
            address: location.pathname + location.search,
            navbars: document.querySelectorAll("nav.navbar").length,
            mains: document.querySelectorAll("main").length,
            footers: document.querySelectorAll("footer.footer").length,
          }));
          expect({ variant, ...shown }).toEqual({ variant, address: page, navbars: 1, mains: 1, footers: 1 });
        }
        await browser.url(`${prefix}/docs/v8/quickstart.html`);
        await waitForHydration(browser);
        await expect(browser.$(".menu__link--active")).toHaveAttribute("href", `${prefix}/docs/v8/quickstart/`);
      });

      it("a hash in the URL scrolls to its heading", async ({ browser }) => {
        await browser.url(`${prefix}/docs/v8/#why-testplane`);
        await waitForHydration(browser);
        const heading = browser.$("#why-testplane");
        await browser.waitUntil(async () => heading.isDisplayedInViewport(), {
          timeoutMsg: "heading not scrolled into view",
        });
        const top = await browser.execute(() => document.getElementById("why-testplane")!.getBoundingClientRect().top);
        expect(top).toBeLessThan(200);
      });

      it("a link to a heading on another page lands on that heading, not where the old page was scrolled", async ({
        browser,
      }) => {
        await openClean(browser, `${prefix}/docs/v8/quickstart/`);
        const link = browser.$(`article a[href="${prefix}/docs/v8/#why-testplane"]`);
        await link.scrollIntoView({ block: "center" });
        await link.click();
        await waitForPath(browser, `${prefix}/docs/v8/`);
        await browser.waitUntil(
          async () => {
            const top = await browser.execute(
              () => document.getElementById("why-testplane")?.getBoundingClientRect().top ?? -1,
            );
            return top >= 0 && top < 200;
          },
          { timeoutMsg: "the heading is not at the top of the window" },
        );
      });
    });
  }

  it("the locale switch keeps the current page", async ({ browser }) => {
    await openClean(browser, "/docs/v8/quickstart/");
    await (await navbarDropdownItem(browser, "English", "Русский")).click();
    await waitForPath(browser, "/ru/docs/v8/quickstart/");
    await (await navbarDropdownItem(browser, "Русский", "English")).click();
    await waitForPath(browser, "/docs/v8/quickstart/");
  });

  it("remembers the docs version chosen in the dropdown, and forgets a version that no longer exists", async ({
    browser,
  }) => {
    const stored = () => browser.execute(() => localStorage.getItem("docs-preferred-version-default"));
    await openClean(browser, "/docs/v8/quickstart/");
    await (await navbarDropdownItem(browser, "v8", "v8")).click();
    await browser.waitUntil(async () => (await stored()) !== null, { timeoutMsg: "choosing v8 stored nothing" });
    expect(await stored()).toBe("current");
    // A version saved by an older build of the site, since removed.
    await browser.execute(() => localStorage.setItem("docs-preferred-version-default", "v7"));
    await browser.url("/docs/v8/quickstart/");
    await waitForHydration(browser);
    await browser.waitUntil(async () => (await stored()) === null, {
      timeoutMsg: "the stored version v7, which does not exist, was kept",
    });
  });

  it("headings carry a translated direct link", async ({ browser }) => {
    await openClean(browser, "/ru/docs/v8/");
    const anchor = browser.$("#why-testplane a.hash-link");
    await expect(anchor).toHaveAttribute("aria-label", "Прямая ссылка на раздел «Почему Testplane»");
    expect(await pathname(browser)).toBe("/ru/docs/v8/");
  });
});
