/* global document -- the shop runs in the browser */
// The teapot shelf: an in-stock filter and a cart summary that counts the added teapots and the delivery
// price (free from $50).
(function () {
  const lines = [];
  const summary = document.querySelector(".cart-summary");
  const render = () => {
    const total = lines.reduce((sum, line) => sum + line.price, 0);
    summary.querySelector(".cart-badge").textContent = String(lines.length);
    summary.querySelector(".cart-total").textContent = `$${total.toFixed(2)}`;
    summary.querySelector(".delivery-note").textContent = total >= 50 ? "Free delivery" : "Delivery: $4.99";
    summary.querySelector("ul").innerHTML = lines.map((line) => `<li class="item">${line.name}</li>`).join("");
  };
  document.querySelectorAll(".shelf .product-card").forEach((card) => {
    card.querySelector(".add-to-cart").addEventListener("click", () => {
      lines.push({ name: card.querySelector("h2").textContent, price: Number(card.dataset.price) });
      render();
    });
  });
  document.querySelector("#filter-in-stock").addEventListener("change", (event) => {
    if (event.target.checked)
      document.querySelectorAll(".product-card[data-out-of-stock]").forEach((card) => card.remove());
    else document.location.reload();
  });
})();
