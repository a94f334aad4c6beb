/* global document, localStorage, fetch, console */
// The cart page: the server's cart (/api/cart.json: lines and a discount) plus the lines kept in localStorage;
// a signed-in customer with nothing in localStorage gets the cart saved in the account. Promo codes
// (SPRING10 takes 10 % off; a rejected code is also logged with console.error) and placing the order work in the page.
(function () {
  const prices = { "MUG-01": 12, "TPT-02": 48, "CUP-03": 9.5, "KTL-04": 64 };
  const names = {
    "MUG-01": "Enamel mug",
    "TPT-02": "Cast iron teapot",
    "CUP-03": "Double-wall glass cup",
    "KTL-04": "Gooseneck kettle",
  };
  const promos = { SPRING10: 0.1, SPRING15: 0.15 };
  const $ = (selector) => document.querySelector(selector);
  const money = (value) => "$" + value.toFixed(2);
  const cart = JSON.parse(localStorage.getItem("cart") || '{"items":[]}');
  const signedIn = Boolean(localStorage.getItem("user"));
  let serverDiscount = 0;
  let rate = 0;

  function showTotals() {
    const subtotal = cart.items.reduce((sum, item) => sum + (prices[item.sku] || 0) * item.qty, 0);
    const discount = serverDiscount + Math.round(subtotal * rate * 100) / 100;
    $(".cart-empty").hidden = cart.items.length > 0;
    $(".place-order").hidden = cart.items.length === 0;
    $(".cart-discount").textContent = discount ? "-" + money(discount) : money(0);
    $(".cart-total").textContent = money(subtotal - discount);
  }

  function render() {
    $(".cart-items").innerHTML = cart.items
      .map(
        (item) =>
          `<li class="cart-item" data-sku="${item.sku}"><span class="title">${names[item.sku] || item.sku}</span> ` +
          `× <span class="qty">${item.qty}</span> <span class="price">${money((prices[item.sku] || 0) * item.qty)}</span></li>`,
      )
      .join("");
    showTotals();
  }

  // cart-extras.js removes a line from the page and from localStorage; the totals follow without redrawing the
  // other lines, so elements a test holds stay attached.
  document.addEventListener("cart-line-removed", (event) => {
    cart.items = cart.items.filter((item) => item.sku !== event.detail.sku);
    showTotals();
  });

  $(".promo-form").addEventListener("submit", (event) => {
    event.preventDefault();
    const code = $("input[name=promo]").value.trim().toUpperCase();
    rate = promos[code] || 0;
    $(".promo-error").hidden = code in promos;
    if (!(code in promos)) console.error(`Promo code ${code} was rejected: unknown or expired`);
    render();
  });
  $(".place-order").addEventListener("click", () => {
    localStorage.removeItem("cart");
    $(".cart").hidden = true;
    $(".order-confirmation").hidden = false;
  });
  // Drawn at once from localStorage, then again with the server's lines: with the usual empty server cart the second
  // drawing changes nothing, so the buttons below the lines don't move while a test clicks them.
  render();
  const load = (url) => fetch(url).then((response) => response.json());
  Promise.all([load("/api/cart.json"), signedIn && cart.items.length === 0 ? load("/api/account/cart.json") : null])
    .then(([server, saved]) => {
      cart.items = [...(server.items || []), ...cart.items, ...((saved && saved.items) || [])];
      serverDiscount = server.discount || 0;
    })
    .finally(render);
})();
