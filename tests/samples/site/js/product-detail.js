/* global document, fetch, localStorage, location, history -- the shop runs in the browser */
// A product page with a gallery, tabs, a reviews tab that changes the title, a share link, and an
// add-to-cart button that posts the line to /api/cart/lines.json and keeps a counter in localStorage.
(function () {
  const card = document.querySelector("[data-testid=product-card]");
  const sku = card.dataset.sku;
  const name = card.querySelector("h1").textContent;
  const counter = card.querySelector(".cart-counter");
  const readCart = () => JSON.parse(localStorage.getItem("cart") || '{"items":[]}');
  const showCount = () => {
    counter.textContent = String(readCart().items.reduce((sum, item) => sum + item.qty, 0));
  };
  showCount();

  card.querySelector(".add-to-cart").addEventListener("click", () => {
    const quantity = Number(card.querySelector("#quantity").value) || 1;
    const cart = readCart();
    const line = cart.items.find((item) => item.sku === sku);
    if (line) line.qty += quantity;
    else cart.items.push({ sku, qty: quantity });
    localStorage.setItem("cart", JSON.stringify(cart));
    showCount();
    fetch("/api/cart/lines.json", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ sku, quantity }),
    });
  });

  const unitPrice = Number(card.querySelector(".price").textContent.replace(/[^\d.]/g, ""));
  card.querySelector("#quantity").addEventListener("input", (event) => {
    const quantity = Math.max(1, Number(event.target.value) || 1);
    card.querySelector(".cart-total").textContent = `$${(unitPrice * quantity).toFixed(2)}`;
  });

  const image = card.querySelector(".main-image");
  card.querySelectorAll(".thumb").forEach((thumb) =>
    thumb.addEventListener("click", () => {
      image.src = thumb.dataset.src;
      image.alt = thumb.dataset.alt;
    }),
  );

  document.querySelectorAll(".tabs [data-tab]").forEach((tab) =>
    tab.addEventListener("click", () => {
      document.querySelectorAll(".tabs [data-tab]").forEach((other) => other.classList.toggle("active", other === tab));
      document.querySelectorAll(".tab-panel").forEach((panel) => {
        panel.hidden = panel.dataset.panel !== tab.dataset.tab;
      });
    }),
  );

  const shopTitle = document.title;
  document.querySelector(".reviews-tab").addEventListener("click", () => {
    history.pushState(null, "", "#reviews");
    document.title = `Reviews: ${shopTitle}`;
  });

  card.querySelector(".share-email").href =
    `mailto:?subject=${encodeURIComponent(name)}&body=${encodeURIComponent(location.href)}`;
})();
