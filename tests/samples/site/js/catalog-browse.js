/* global document, fetch, location, history, URLSearchParams */
// The catalog browse page: asks /api/products for the list on every filter change, shows skeleton
// cards while it waits, and an empty state or an error with a retry button when it has to.
(function () {
  const $ = (selector) => document.querySelector(selector);
  const grid = $(".product-grid");
  const catalog = $(".catalog");
  const form = $("form.filters");
  const params = new URLSearchParams(location.search);
  const state = {
    category: params.get("category") || "all",
    sort: params.get("sort") || "popular",
    priceMax: params.get("price_max"),
  };
  form.elements.category.value = state.category;
  form.elements.sort.value = state.sort;

  function card(item) {
    const soldOut = item.stock === 0;
    return `<article class="product-card" data-sku="${item.sku}">
      <h2 class="product-card__title">${item.title}</h2>
      <p class="price">$${Number(item.price || 0).toFixed(2)}</p>
      <p class="stock-label${soldOut ? " is-sold-out" : ""}">${soldOut ? "Sold out" : "In stock"}</p>
      <button type="button" class="add-to-cart"${soldOut ? " disabled" : ""}>Add to cart</button>
    </article>`;
  }

  function show(list) {
    let items = list.items.filter(
      (item) => state.category === "all" || !item.category || item.category === state.category,
    );
    if (state.priceMax) items = items.filter((item) => item.price <= Number(state.priceMax));
    if (state.sort === "price-asc") items = [...items].sort((a, b) => a.price - b.price);
    if (state.sort === "price-desc") items = [...items].sort((a, b) => b.price - a.price);
    grid.innerHTML = items.map(card).join("");
    $(".empty-state").hidden = items.length > 0;
    $(".reset-filters").hidden = items.length > 0;
    catalog.dataset.sort = state.sort;
  }

  function load() {
    const query = new URLSearchParams({ category: state.category, sort: state.sort });
    if (state.priceMax) query.set("price_max", state.priceMax);
    history.replaceState(null, "", `?${query}`);
    [".catalog-error", ".retry", ".empty-state", ".reset-filters"].forEach((selector) => ($(selector).hidden = true));
    grid.innerHTML = '<div class="product-card_skeleton" aria-hidden="true"></div>'.repeat(3);
    fetch(`/api/products-v2.json?${query}`)
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json();
      })
      .then(show)
      .catch(() => {
        grid.innerHTML = "";
        $(".catalog-error").hidden = false;
        $(".retry").hidden = false;
      });
  }

  form.addEventListener("change", () => {
    state.category = form.elements.category.value;
    state.sort = form.elements.sort.value;
    load();
  });
  $(".retry").addEventListener("click", load);
  $(".reset-filters").addEventListener("click", () => {
    state.category = "all";
    state.priceMax = null;
    form.elements.category.value = "all";
    load();
  });

  load();
  fetch("/api/recommendations-v2.json")
    .then((response) => response.json())
    .then(({ items }) => {
      $(".recommendations ul").innerHTML = items.map((item) => `<li>${item.title}</li>`).join("");
      $(".recommendations").hidden = false;
    })
    .catch(() => {
      $(".recommendations").hidden = true;
    });
})();
