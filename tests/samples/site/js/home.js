/* global document, fetch, setTimeout, clearTimeout */
// The home page's own widgets, added after its markup: product search, the newsletter form and the cookie
// consent banner (its choice is kept in the cookie_consent cookie: "accepted" or "necessary").
(function () {
  const main = document.querySelector("main");
  main.insertAdjacentHTML(
    "afterbegin",
    `<form class="site-search" action="/search" role="search">
      <input type="search" name="q" aria-label="Search products" placeholder="Search products">
      <button type="submit">Search</button>
    </form>`,
  );
  main.insertAdjacentHTML(
    "beforeend",
    `<form class="newsletter" novalidate>
      <h2>Tea news once a month</h2>
      <label>Email <input type="email" name="email" autocomplete="email"></label>
      <button type="submit">Subscribe</button>
      <p class="error" hidden>Please enter a valid email address</p>
      <p class="success" hidden>Thanks! Check your inbox to confirm.</p>
    </form>`,
  );
  // Search suggestions: popular queries when the page opens, then one request to /api/suggest per pause in typing (two
  // letters at least); the first keystroke is reported to analytics (/collect).
  const search = document.querySelector(".site-search input[name=q]");
  search.insertAdjacentHTML("afterend", '<ul class="popular-queries" hidden></ul><ul class="suggestions"></ul>');
  const track = (event) => fetch("/collect?event=" + event, { method: "POST", keepalive: true });
  track("page_view");
  fetch("/api/popular-queries.json")
    .then((response) => response.json())
    .then(({ popular }) => {
      const list = document.querySelector(".popular-queries");
      list.innerHTML = popular.map((query) => "<li>" + query + "</li>").join("");
      list.hidden = false;
    });
  // "/" anywhere outside a field jumps to the search, as on many shops.
  document.addEventListener("keydown", (event) => {
    if (event.key !== "/" || event.target.closest("input, textarea, [contenteditable]")) return;
    event.preventDefault();
    search.focus();
  });
  let typed = false;
  let pause;
  search.addEventListener("input", () => {
    if (!typed) track("search_typed");
    typed = true;
    clearTimeout(pause);
    const query = search.value.trim();
    if (query.length < 2) return;
    pause = setTimeout(() => {
      // Only reports the query to the server: home-search.js lists the matches as the user types.
      fetch("/api/suggest.json?q=" + encodeURIComponent(query));
    }, 300);
  });

  // A horizontal swipe on the offers carousel turns it like the arrow buttons do.
  const carouselWindow = document.querySelector(".carousel-window");
  if (carouselWindow) {
    carouselWindow.style.touchAction = "pan-y";
    let swipeStart = null;
    carouselWindow.addEventListener("pointerdown", (event) => (swipeStart = event.clientX));
    carouselWindow.addEventListener("pointerup", (event) => {
      if (swipeStart === null) return;
      const dx = event.clientX - swipeStart;
      swipeStart = null;
      if (Math.abs(dx) < 50) return;
      document
        .querySelector(dx < 0 ? "button[aria-label='Next slide']" : "button[aria-label='Previous slide']")
        .click();
    });
  }

  const newsletter = document.querySelector(".newsletter");
  newsletter.addEventListener("submit", (event) => {
    event.preventDefault();
    const valid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(newsletter.elements.email.value);
    newsletter.querySelector(".error").hidden = valid;
    newsletter.querySelector(".success").hidden = !valid;
  });

  const consent = document.cookie.split("; ").find((pair) => pair.startsWith("cookie_consent="));
  if (!consent) {
    document.body.insertAdjacentHTML(
      "beforeend",
      `<section class="consent-banner" aria-label="Cookies">
        <p>We use cookies to keep your cart and to see which pages help you.</p>
        <button type="button" class="accept-cookies" data-consent="accepted">Accept all</button>
        <button type="button" data-consent="necessary">Only necessary</button>
      </section>`,
    );
    document.querySelectorAll(".consent-banner button").forEach((button) =>
      button.addEventListener("click", () => {
        document.cookie = `cookie_consent=${button.dataset.consent}; path=/; max-age=31536000`;
        document.querySelector(".consent-banner").remove();
      }),
    );
  }
})();
