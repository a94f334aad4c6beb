import { describe, expect, it } from "vitest";
import { imageProblems, isRussian } from "../helpers/docImages";

const present = new Set(["img/docs/report/report-overview-light.webp"]);
const context = (locale: "en" | "ru") => ({ locale, baseUrl: "/", exists: (path: string) => present.has(path) });
const page = (img: string): string =>
  `<html><body><nav><img src="/img/logo.svg"></nav><article>${img}</article></body></html>`;

describe("doc images check", () => {
  it("accepts a present image with alt, width and height", () => {
    const html = page(
      '<img src="/img/docs/report/report-overview-light.webp" alt="The report" width="1280" height="800">',
    );
    expect(imageProblems(html, context("en"))).toEqual([]);
  });

  it("accepts a Markdown SVG the bundler inlined as a data: URL, and reports an external image", () => {
    const inline = page('<img src="data:image/svg+xml;base64,PHN2Zz4=" alt="A diagram" width="760" height="300">');
    expect(imageProblems(inline, context("en"))).toEqual([]);
    const external = page('<img src="https://example.com/a.png" alt="A picture" width="1" height="1">');
    expect(imageProblems(external, context("en"))).toEqual([
      "https://example.com/a.png: images must be files of the site, not external",
    ]);
  });

  it("reports an image missing from the build", () => {
    const html = page('<img src="/img/docs/report/gone.webp" alt="Gone" width="10" height="10">');
    expect(imageProblems(html, context("en"))).toEqual(["/img/docs/report/gone.webp: the file is not in the build"]);
  });

  it("reports a missing or empty alt", () => {
    const html = page('<img src="/img/docs/report/report-overview-light.webp" alt=" " width="1" height="1">');
    expect(imageProblems(html, context("en"))).toEqual(["/img/docs/report/report-overview-light.webp: no alt text"]);
  });

  it("reports an English alt on a Russian page and Cyrillic on an English one", () => {
    const img = (alt: string) =>
      page(`<img src="/img/docs/report/report-overview-light.webp" alt="${alt}" width="1" height="1">`);
    expect(imageProblems(img("The report overview"), context("ru"))).toHaveLength(1);
    expect(imageProblems(img("Обзор отчёта html-reporter"), context("ru"))).toEqual([]);
    expect(imageProblems(img("Обзор отчёта"), context("en"))).toHaveLength(1);
  });

  it("reports an image without width or height", () => {
    const html = page('<img src="/img/docs/report/report-overview-light.webp" alt="The report" width="1280">');
    expect(imageProblems(html, context("en"))).toEqual([
      "/img/docs/report/report-overview-light.webp: no numeric height",
    ]);
  });

  it("checks a picture's narrow layout like an image: in the build, with width and height", () => {
    const img = '<img src="/img/docs/report/report-overview-light.webp" alt="The report" width="1280" height="800">';
    const ok = page(
      `<picture><source media="(max-width: 700px)" srcset="/img/docs/report/report-overview-light.webp" width="360" height="500">${img}</picture>`,
    );
    expect(imageProblems(ok, context("en"))).toEqual([]);
    const broken = page(`<picture><source media="(max-width: 700px)" srcset="/img/docs/narrow.svg">${img}</picture>`);
    expect(imageProblems(broken, context("en"))).toEqual([
      "/img/docs/narrow.svg: the file is not in the build",
      "/img/docs/narrow.svg: no numeric width",
      "/img/docs/narrow.svg: no numeric height",
    ]);
  });

  it("only looks at the page's content, not at the navbar", () => {
    expect(imageProblems(page(""), context("ru"))).toEqual([]);
  });

  it("reads alt text with product names as Russian when most letters are Cyrillic", () => {
    expect(isRussian("Вкладка Visual Checks в html-reporter: дифф в режиме swipe")).toBe(true);
    expect(isRussian("html-reporter Visual Checks")).toBe(false);
  });
});
