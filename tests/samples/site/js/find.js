/* global document, fetch, history, location, setTimeout, clearTimeout, URLSearchParams -- the shop runs in the browser */
// Shop search: results come from /api/catalog-search.json (a skeleton shows meanwhile), 20 at a time;
// suggestions are fetched from /api/suggestions.json 300 ms after the user stops typing; "/" focuses the field.
(function () {
  const form = document.querySelector(".search-form");
  const input = form.elements.q;
  const suggestions = form.querySelector(".suggestions");
  const results = document.querySelector(".search-results");
  const skeleton = document.querySelector(".search-skeleton");
  const more = document.querySelector(".load-more");
  const inStock = document.querySelector("#filter-in-stock");
  const params = new URLSearchParams(location.search);
  const query = (params.get("q") || "").trim().toLowerCase();
  input.value = params.get("q") || "";
  inStock.checked = params.get("instock") === "1";

  document.addEventListener("keydown", (event) => {
    if (event.key === "/" && event.target === document.body) {
      event.preventDefault();
      input.focus();
    }
  });

  let timer;
  input.addEventListener("input", () => {
    clearTimeout(timer);
    const text = input.value.trim().toLowerCase();
    timer = setTimeout(async () => {
      const response = await fetch(`/api/suggestions.json?q=${encodeURIComponent(text)}`);
      const { suggestions: words } = await response.json();
      const matching = words.filter((word) => word.startsWith(text) || word.includes(text)).slice(0, 5);
      suggestions.innerHTML = matching.map((word) => `<li tabindex="0">${word}</li>`).join("");
      suggestions.hidden = matching.length === 0;
    }, 300);
  });
  suggestions.addEventListener("click", (event) => {
    if (event.target.tagName !== "LI") return;
    input.value = event.target.textContent;
    suggestions.hidden = true;
  });

  inStock.addEventListener("change", () => {
    const next = new URLSearchParams(location.search);
    if (inStock.checked) next.set("instock", "1");
    else next.delete("instock");
    history.replaceState(null, "", `${location.pathname}?${next}`);
    show(20);
  });

  let found = [];
  const show = (count) => {
    const list = found.filter((product) => !inStock.checked || product.inStock);
    const visible = list.slice(0, count);
    results.innerHTML = visible
      .map(
        (product) =>
          `<article class="search-result" data-sku="${product.sku}"><h2 class="product-title">${product.title}</h2>` +
          `<p class="price">$${product.price.toFixed(2)}</p></article>`,
      )
      .join("");
    results.hidden = false;
    more.hidden = list.length <= count;
    more.dataset.shown = String(count);
  };
  more.addEventListener("click", () => show(Number(more.dataset.shown) + 20));

  if (!query) return;
  skeleton.hidden = false;
  fetch(`/api/catalog-search.json?q=${encodeURIComponent(query)}`)
    .then((response) => response.json())
    .then(({ products }) => {
      found = products.filter((product) => product.title.toLowerCase().includes(query));
      skeleton.hidden = true;
      show(20);
    });
})();
