/* global document, localStorage, window, location, navigator, setInterval -- the shop runs in the browser */
// Behaviour shared by the shop's pages: the cart in localStorage, the sign-in state, and the few widgets
// that the docs' samples click through. Each block runs only on the page that has its elements.
(function () {
  const $ = (selector) => document.querySelector(selector);
  const $$ = (selector) => Array.from(document.querySelectorAll(selector));

  // Every page gets the same header and mini cart from here instead of repeating them in its HTML.
  document.body.insertAdjacentHTML(
    "afterbegin",
    `<header class="site-header">
      <a class="logo" href="/">Teapot &amp; Mug</a>
      <button class="menu-button" type="button" aria-label="Open menu">Menu</button>
      <nav class="main-nav">
        <a href="/catalog">Catalog</a> <a href="/delivery">Delivery</a> <a href="/stores">Stores</a> <a href="/help">Help</a>
      </nav>
      <a class="cart-link" href="/cart">Cart <span class="mini-cart-count">0</span></a>
      <a class="account-menu" href="/account" hidden>My account</a>
      <a class="sign-in-link" href="/login">Sign in</a>
    </header>`,
  );
  document.body.insertAdjacentHTML(
    "beforeend",
    `<aside class="mini-cart" aria-label="Cart"><p>Added to your cart</p><a href="/cart">Go to cart</a></aside>`,
  );

  const products = {
    "MUG-01": { name: "Enamel mug", price: "$12.00" },
    "TPT-02": { name: "Cast iron teapot", price: "$48.00" },
    "CUP-03": { name: "Double-wall glass cup", price: "$9.50" },
    "KTL-04": { name: "Gooseneck kettle", price: "$64.00" },
  };

  function readCart() {
    return JSON.parse(localStorage.getItem("cart") || '{"items":[]}');
  }

  function showCartCount() {
    const count = readCart().items.reduce((sum, item) => sum + item.qty, 0);
    $(".mini-cart-count").textContent = String(count);
  }

  function addToCart(sku) {
    const cart = readCart();
    const line = cart.items.find((item) => item.sku === sku);
    if (line) line.qty += 1;
    else cart.items.push({ sku, qty: 1 });
    localStorage.setItem("cart", JSON.stringify(cart));
    showCartCount();
    $(".mini-cart").classList.add("is-open");
  }

  showCartCount();
  const user = JSON.parse(localStorage.getItem("user") || "null");
  $(".account-menu").hidden = !user;
  $(".sign-in-link").hidden = Boolean(user);

  // A token in the "session" cookie, as a test sets it to skip the sign-in form, signs in a user whose role
  // the token starts with ("admin-…" or "viewer-…").
  const token = /(?:^|; )session=([^;]+)/.exec(document.cookie)?.[1];
  if (token) {
    const role = token.startsWith("admin-") ? "admin" : "viewer";
    document.documentElement.dataset.role = role;
    $(".site-header").insertAdjacentHTML("beforeend", `<span class="user-menu">Signed in as ${role}</span>`);
  }

  $$(".product-page .add-to-cart").forEach((button) =>
    button.addEventListener("click", () => addToCart(button.dataset.sku)),
  );

  const dialog = $("dialog.quick-view");
  if (dialog) {
    $$(".quick-view-button").forEach((button) =>
      button.addEventListener("click", () => {
        const product = products[button.dataset.sku];
        dialog.dataset.sku = button.dataset.sku;
        dialog.querySelector(".quick-view-title").textContent = product.name;
        dialog.querySelector(".quick-view-price").textContent = product.price;
        dialog.showModal();
      }),
    );
    dialog.querySelector(".add-to-cart").addEventListener("click", () => {
      addToCart(dialog.dataset.sku);
      dialog.close();
    });
    dialog.querySelector(".close-dialog").addEventListener("click", () => dialog.close());
  }

  const recommendations = $(".recommendations ul");
  if (recommendations) {
    const items = Array.from(recommendations.children);
    items.sort(() => Math.random() - 0.5).forEach((item) => recommendations.append(item));
  }

  const track = $(".carousel-track");
  if (track) {
    let active = 0;
    const slides = $$(".carousel-slide");
    const show = (index) => {
      active = (index + slides.length) % slides.length;
      track.style.transform = `translateX(-${active * 320}px)`;
      slides.forEach((slide, i) => slide.classList.toggle("is-active", i === active));
    };
    $("button[aria-label='Next slide']").addEventListener("click", () => show(active + 1));
    $("button[aria-label='Previous slide']").addEventListener("click", () => show(active - 1));
  }

  const checkout = $("form.checkout-form");
  if (checkout) {
    checkout.addEventListener("submit", (event) => {
      const filled = ["fullName", "city"].every((name) => checkout.elements[name].value.trim());
      $(".form-error").hidden = filled;
      if (!filled) event.preventDefault();
    });
  }

  if ($(".order-status")) {
    window.addEventListener("message", (event) => {
      if (event.origin === location.origin && event.data && event.data.status === "paid") {
        $(".order-status").textContent = "Paid";
      }
    });
  }

  const locate = $(".locate-button");
  if (locate) {
    locate.addEventListener("click", () =>
      navigator.geolocation.getCurrentPosition(({ coords }) => {
        const distance = (item) =>
          Math.hypot(Number(item.dataset.lat) - coords.latitude, Number(item.dataset.lon) - coords.longitude);
        const nearest = $$(".store-list li").sort((a, b) => distance(a) - distance(b))[0];
        $(".nearest-store").textContent = nearest.textContent;
      }),
    );
  }

  const countdown = $(".countdown");
  if (countdown) {
    const end = new Date(2027, 0, 1).getTime();
    const tick = () => {
      const left = Math.max(0, Math.round((end - Date.now()) / 1000));
      const minutes = Math.floor(left / 60);
      countdown.textContent = `${String(minutes).padStart(2, "0")}:${String(left % 60).padStart(2, "0")}`;
      if (left === 0) $(".sale-status").textContent = "The sale is over";
    };
    tick();
    setInterval(tick, 1000);
  }

  const login = $("form.login-form");
  if (login) {
    login.addEventListener("submit", (event) => {
      event.preventDefault();
      const email = login.elements.email.value;
      localStorage.setItem("user", JSON.stringify({ email, name: "Anna" }));
      document.cookie = "session_id=s-" + Date.now() + "; path=/";
      location.href = "/account";
    });
  }
})();
