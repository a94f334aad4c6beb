/* global document, location, URLSearchParams */
// German page titles for ?lang=de, where a page has a translation.
(function () {
  if (new URLSearchParams(location.search).get("lang") !== "de") return;
  const titles = { Catalog: "Katalog", "Your cart": "Warenkorb" };
  const heading = document.querySelector("main h1");
  if (heading && titles[heading.textContent]) heading.textContent = titles[heading.textContent];
  document.documentElement.lang = "de";
})();
