/* global document, window, setTimeout, CustomEvent */
// A stand-in for an analytics script: a second after the page has loaded it "sends" a page view and
// announces it with the analytics:pageview-sent event; window.analyticsSent keeps the last detail of each event.
(function () {
  const product = document.querySelector(".product-page");
  window.analyticsSent = {};
  window.addEventListener("load", () =>
    setTimeout(() => {
      const detail = product ? { page: "product", productId: product.dataset.sku } : { page: "other" };
      window.analyticsSent["analytics:pageview-sent"] = detail;
      window.dispatchEvent(new CustomEvent("analytics:pageview-sent", { detail }));
    }, 1000),
  );
})();
