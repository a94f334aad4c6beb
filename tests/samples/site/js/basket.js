/* global document, fetch -- the shop runs in the browser */
// The basket shows what GET /api/basket.json returns; a dropped connection is retried once before the error
// is shown. The plus button and the promo form post to the cart API.
(function () {
  const cart = document.querySelector(".cart");
  const list = cart.querySelector(".cart-items");
  const empty = cart.querySelector(".cart-empty");
  const error = cart.querySelector(".cart-error");
  const banner = cart.querySelector(".promo-banner");
  const total = cart.querySelector(".cart-total");
  let data = { items: [], total: 0 };

  const money = (value) => `$${Number(value).toFixed(2)}`;
  const render = () => {
    error.hidden = true;
    list.innerHTML = data.items
      .map(
        (item) =>
          `<li class="cart-item" data-sku="${item.sku}"><span class="title">${item.title}</span> ` +
          `× <span class="qty">${item.qty}</span> <button type="button" class="qty-plus" aria-label="One more">+</button> ` +
          `<span class="price">${money(item.price)}</span></li>`,
      )
      .join("");
    empty.hidden = data.items.length > 0;
    banner.hidden = !data.promo;
    total.textContent = money(data.total);
  };
  const fail = (text) => {
    list.innerHTML = "";
    empty.hidden = true;
    error.querySelector(".message").textContent = text;
    error.hidden = false;
  };

  async function load(attempt = 1) {
    let response;
    try {
      response = await fetch("/api/basket.json");
    } catch {
      if (attempt === 1) return load(2);
      return fail("Check your internet connection");
    }
    if (response.status === 503) return fail("The cart is unavailable, please try again later");
    if (!response.ok) return fail("Something went wrong while loading your basket");
    data = await response.json();
    render();
  }

  list.addEventListener("click", (event) => {
    if (!event.target.classList.contains("qty-plus")) return;
    const sku = event.target.closest(".cart-item").dataset.sku;
    const item = data.items.find((line) => line.sku === sku);
    item.qty += 1;
    data.total += item.price;
    render();
    fetch(`/api/basket.json?sku=${encodeURIComponent(sku)}&qty=${item.qty}`, { method: "POST" });
  });
  error.querySelector(".try-again").addEventListener("click", () => load());
  cart.querySelector(".cart-refresh").addEventListener("click", () => load());
  banner.querySelector(".close").addEventListener("click", () => {
    banner.hidden = true;
    load();
  });
  document.querySelector(".apply-promo").addEventListener("click", async () => {
    const code = document.querySelector("input[name=promo]").value.trim().toUpperCase();
    const response = await fetch("/api/basket/promo", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ code }),
    });
    document.querySelector(".promo-result").textContent = response.ok ? "Code applied" : "This code is not valid";
  });

  load();
})();
