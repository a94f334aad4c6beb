/* global HTMLElement, customElements, document, location, setTimeout, setInterval, clearInterval -- the shop runs in the browser */
// Web components of the shop, each with an open shadow root: the sign-in widget, the app shell with its
// cart drawer, the star rating, the settings tabs and the orders grid.
(function () {
  function define(name, html, setup) {
    customElements.define(
      name,
      class extends HTMLElement {
        connectedCallback() {
          if (this.shadowRoot) return;
          const root = this.attachShadow({ mode: "open" });
          root.innerHTML = typeof html === "function" ? html(this) : html;
          if (setup) setup(root, this);
        }
      },
    );
  }

  define(
    "auth-form",
    `<form>
      <label>Email <input name="email" type="email"></label>
      <label>Password <input name="password" type="password"></label>
      <button type="submit">Sign in</button>
    </form>`,
    (root) => {
      root.querySelector("form").addEventListener("submit", (event) => {
        event.preventDefault();
        const menu = document.querySelector(".user-menu");
        menu.textContent = "Anna Petrova";
        menu.hidden = false;
      });
    },
  );

  define(
    "cart-drawer",
    `<style>:host { display: block; padding: 8px; border: 1px solid #dee2e6; }</style>
    <p>2 items in your cart</p><button type="button" class="checkout">Go to checkout</button>`,
    (root) => root.querySelector(".checkout").addEventListener("click", () => (location.href = "/checkout")),
  );
  define("app-shell", `<slot></slot><cart-drawer></cart-drawer>`);

  define("star-rating", (host) => {
    const value = Number(host.getAttribute("value"));
    const stars = [1, 2, 3, 4, 5].map((n) => `<span class="star${n <= value ? " filled" : ""}">★</span>`);
    return `<style>.star { color: #ced4da; } .filled { color: #f59f00; }</style>${stars.join("")}`;
  });

  define(
    "settings-tabs",
    `<div role="tablist">
      <button role="tab" aria-selected="true">Profile</button>
      <button role="tab" aria-selected="false">Security</button>
      <button role="tab" aria-selected="false">Notifications</button>
      <button role="tab" aria-selected="false">Billing</button>
    </div>`,
  );

  // The grid loads its rows a moment after the page, like a table filled from an API.
  define("orders-grid", `<table><tbody></tbody></table>`, (root) => {
    setTimeout(() => {
      root.querySelector("tbody").innerHTML = [104233, 104232, 104231]
        .map((id) => `<tr class="order-row" data-id="${id}"><td>ORD-${id}</td><td>Shipped</td></tr>`)
        .join("");
      root
        .querySelectorAll("tr.order-row")
        .forEach((row) => row.addEventListener("click", () => (location.href = `/orders/${row.dataset.id}`)));
    }, 500);
  });

  // Orders export: a progress bar that reaches 100 % and then names the file.
  const exportButton = document.querySelector("button.export-csv");
  if (exportButton) {
    exportButton.addEventListener("click", () => {
      const bar = document.querySelector("[role='progressbar']");
      bar.hidden = false;
      let done = 0;
      const timer = setInterval(() => {
        done += 25;
        bar.setAttribute("aria-valuenow", String(done));
        bar.style.width = `${done}%`;
        if (done < 100) return;
        clearInterval(timer);
        bar.dataset.href = "/exports/orders-2026-11.csv";
      }, 300);
    });
  }
})();
