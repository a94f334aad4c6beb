/* global document, localStorage, window, location, URLSearchParams, setTimeout, setInterval, clearInterval, alert, confirm, prompt, IntersectionObserver -- the shop runs in the browser */
// Behaviour of the pages added for the element command samples. Each block runs only on a page that has
// its elements, like shop.js.
(function () {
  const $ = (selector, root = document) => root.querySelector(selector);
  const $$ = (selector, root = document) => Array.from(root.querySelectorAll(selector));
  const params = new URLSearchParams(location.search);

  // The same cart as shop.js: localStorage "cart", and the count in the header.
  function addToCart(sku) {
    const cart = JSON.parse(localStorage.getItem("cart") || '{"items":[]}');
    const line = cart.items.find((item) => item.sku === sku);
    if (line) line.qty += 1;
    else cart.items.push({ sku, qty: 1 });
    localStorage.setItem("cart", JSON.stringify(cart));
    const count = cart.items.reduce((sum, item) => sum + item.qty, 0);
    $$(".mini-cart-count, .cart-badge").forEach((badge) => (badge.textContent = String(count)));
  }
  window.shopAddToCart = addToCart;

  $$(".card-list .add-to-cart").forEach((button) =>
    button.addEventListener("click", () => addToCart(button.dataset.sku)),
  );

  const quickView = $("dialog.quick-view-dialog");
  if (quickView) {
    $$("button.quick-view").forEach((button) =>
      button.addEventListener("click", () => {
        $("h2", quickView).textContent = button.dataset.name;
        quickView.showModal();
      }),
    );
    $(".close", quickView).addEventListener("click", () => quickView.close());
  }

  // Delivery: the chosen slot in the summary line.
  const slot = $("select[name='slot']");
  if (slot) {
    slot.addEventListener("change", () => {
      $(".delivery-summary").textContent = `Delivery: ${slot.selectedOptions[0].text}`;
    });
  }

  // Headphones: a click on the price track sets the maximum price.
  const track = $(".price-range__track");
  if (track) {
    track.addEventListener("click", (event) => {
      const box = track.getBoundingClientRect();
      const share = Math.min(1, Math.max(0, (event.clientX - box.left) / box.width));
      $(".price-range__max").textContent = `$${Math.round(share * Number(track.dataset.max))}`;
    });
  }

  // Address: the placeholder follows the country, the city follows the postcode, the phone is formatted.
  const country = $("select[name='country']");
  if (country) {
    const placeholders = { NL: "1012 AB", DE: "10115", FR: "75001" };
    country.addEventListener("change", () => ($("#postcode").placeholder = placeholders[country.value]));
    $("#postcode").addEventListener("input", (event) => {
      const cities = { 10115: "Berlin", 75001: "Paris", "1012 AB": "Amsterdam" };
      const city = cities[event.target.value];
      if (city) setTimeout(() => ($("#city").value = city), 300);
    });
    $("#phone").addEventListener("input", (event) => {
      const digits = event.target.value.replace(/\D/g, "");
      if (digits.length === 13 && digits.startsWith("49")) {
        event.target.value = `+49 ${digits.slice(2, 5)} ${digits.slice(5)}`;
      }
    });
  }

  // A checkbox that unlocks a button (checkout review, sign-up terms).
  $$("input[data-enables]").forEach((box) =>
    box.addEventListener("change", () => ($(box.dataset.enables).disabled = !box.checked)),
  );

  const profile = $("form.profile-form");
  if (profile) {
    profile.addEventListener("submit", (event) => {
      event.preventDefault();
      $("#email-error").hidden = profile.elements.email.value.trim() !== "";
    });
  }

  // Privacy: a data export confirmed with an alert.
  const exportData = $("button.export-data");
  if (exportData) {
    exportData.addEventListener("click", () => {
      alert("Your data export has started. We will email you a download link.");
      $(".export-status").textContent = "Export requested";
    });
  }

  const deleteAccount = $("button.delete-account");
  if (deleteAccount) {
    deleteAccount.addEventListener("click", () => {
      $(".delete-status").textContent = confirm("Delete your account permanently?") ? "Deleted" : "Kept";
    });
  }

  // Saved lists: a list is renamed through a prompt; Cancel or an empty name keeps the old one.
  $$(".saved-list button.rename-list").forEach((button) =>
    button.addEventListener("click", () => {
      const list = button.closest(".saved-list");
      const title = $(".list-name", list);
      const name = prompt("New name for this list", title.textContent);
      if (name === null || name.trim() === "") {
        $(".list-status", list).textContent = "Name unchanged";
        return;
      }
      title.textContent = name.trim();
      $(".list-status", list).textContent = "List renamed";
    }),
  );

  // Addresses: a modal dialog that keeps Tab inside itself.
  const addressDialog = $("dialog.confirm-delete");
  if (addressDialog) {
    let card;
    $$(".address-card button.delete").forEach((button) =>
      button.addEventListener("click", () => {
        card = button.closest(".address-card");
        addressDialog.showModal();
        $("button.cancel", addressDialog).focus();
      }),
    );
    addressDialog.addEventListener("keydown", (event) => {
      if (event.key !== "Tab") return;
      event.preventDefault();
      const buttons = $$("button", addressDialog);
      const next =
        (buttons.indexOf(document.activeElement) + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length;
      buttons[next].focus();
    });
    $("button.cancel", addressDialog).addEventListener("click", () => addressDialog.close());
    $("button.confirm", addressDialog).addEventListener("click", () => {
      card.remove();
      addressDialog.close();
    });
  }

  // Notifications: the digest frequency is saved and shown again after a reload.
  const digest = $("select#digest");
  if (digest) {
    digest.value = localStorage.getItem("digest") || "daily";
    $("button.save").addEventListener("click", () => localStorage.setItem("digest", digest.value));
  }

  // FAQ: one answer open at a time.
  $$(".faq-question").forEach((question) =>
    question.addEventListener("click", () => {
      $$(".faq-answer").forEach((answer) => (answer.hidden = answer.parentElement !== question.parentElement));
    }),
  );

  const backToTop = $("button.back-to-top");
  if (backToTop) backToTop.addEventListener("click", () => window.scrollTo(0, 0));

  // Admin dashboard: the splitter resizes the sidebar while the pointer is down.
  const splitter = $(".sidebar__splitter");
  if (splitter) {
    const sidebar = $("aside.sidebar");
    splitter.addEventListener("pointerdown", (down) => {
      const start = down.clientX;
      const width = sidebar.getBoundingClientRect().width;
      const move = (event) => (sidebar.style.width = `${width + event.clientX - start}px`);
      const up = () => {
        document.removeEventListener("pointermove", move);
        document.removeEventListener("pointerup", up);
      };
      document.addEventListener("pointermove", move);
      document.addEventListener("pointerup", up);
    });
  }

  // Price list: double-click a price to edit it, Enter saves.
  $$(".price-list td.price").forEach((cell) =>
    cell.addEventListener("dblclick", () => {
      const input = document.createElement("input");
      input.value = cell.textContent.replace("$", "");
      cell.textContent = "";
      cell.append(input);
      input.focus();
      input.addEventListener("keydown", (event) => {
        if (event.key === "Enter") cell.textContent = `$${Number(input.value).toFixed(2)}`;
      });
    }),
  );

  // Task board: drag a task with the pointer and drop it on a column.
  $$(".task").forEach((task) =>
    task.addEventListener("pointerdown", () => {
      const up = (event) => {
        document.removeEventListener("pointerup", up);
        const zone = document
          .elementsFromPoint(event.clientX, event.clientY)
          .find((el) => el.matches(".column__drop-zone"));
        if (!zone) return;
        zone.append(task);
        $$(".board section").forEach((column) => {
          $(".column__count", column).textContent = String($$(".task", column).length);
        });
      };
      document.addEventListener("pointerup", up);
    }),
  );

  // Drive: rename a folder with a double-click, open the context menu of a file with the right button.
  $$("[data-folder] .folder-name").forEach((name) =>
    name.addEventListener("dblclick", () => {
      const input = document.createElement("input");
      input.className = "rename";
      input.value = name.textContent;
      name.after(input);
      input.focus();
      input.addEventListener("keydown", (event) => {
        if (event.key !== "Enter") return;
        name.textContent = input.value;
        input.remove();
      });
    }),
  );
  const contextMenu = $(".context-menu");
  if (contextMenu) {
    let file;
    $$("[data-file]").forEach((item) =>
      item.addEventListener("contextmenu", (event) => {
        event.preventDefault();
        file = item;
        contextMenu.hidden = false;
      }),
    );
    $("button", contextMenu).addEventListener("click", () => {
      contextMenu.hidden = true;
      const input = document.createElement("input");
      input.className = "rename";
      input.value = file.dataset.file;
      file.append(input);
      input.focus();
    });
  }

  // Sales chart: a tooltip for the bar under the pointer.
  const chart = $(".sales-chart");
  if (chart) {
    const tooltip = $(".tooltip", chart);
    const bars = $$(".bars span", chart);
    chart.addEventListener("mousemove", (event) => {
      const box = chart.getBoundingClientRect();
      const bar = bars[Math.min(bars.length - 1, Math.floor(((event.clientX - box.left) / box.width) * bars.length))];
      tooltip.textContent = `Day ${bar.dataset.day}: ${Math.round(parseFloat(bar.style.height) * 10)} orders`;
      tooltip.style.left = `${bar.offsetLeft}px`;
      tooltip.hidden = false;
    });
  }

  const planSelect = $("#plan-select");
  if (planSelect) $("button.save-plan").addEventListener("click", () => ($(".billing-notice").hidden = false));

  const tshirtSize = $("select#size");
  if (tshirtSize) tshirtSize.addEventListener("change", () => ($("button.add-to-cart").disabled = !tshirtSize.value));

  const shoeSize = $("select[name='size']");
  if (shoeSize) {
    shoeSize.addEventListener("change", () => {
      const stock = shoeSize.selectedOptions[0].dataset.stock;
      $(".stock-info").textContent = Number(stock) > 0 ? `In stock: ${stock} pairs` : "Out of stock";
    });
  }

  const searchForm = $("form.search-form");
  if (searchForm) {
    const query = params.get("q") || "";
    searchForm.elements.q.value = query;
    $("h1").textContent = query ? `Results for “${query}”` : "Search";
  }

  const saveProfile = $("button.save-profile");
  if (saveProfile)
    saveProfile.addEventListener("click", () => setTimeout(() => ($(".toast-success").hidden = false), 400));

  const skeleton = $(".report-skeleton");
  if (skeleton) {
    setTimeout(() => {
      skeleton.remove();
      $(".report").hidden = false;
    }, 800);
  }

  // One-time code: after a request the button is locked for data-wait seconds.
  const resend = $("button.resend-code");
  if (resend) {
    resend.addEventListener("click", () => {
      let left = Number(resend.dataset.wait);
      resend.disabled = true;
      $(".resend-timer").textContent = `You can ask again in ${left} s`;
      const timer = setInterval(() => {
        left -= 1;
        $(".resend-timer").textContent = left > 0 ? `You can ask again in ${left} s` : "";
        if (left > 0) return;
        clearInterval(timer);
        resend.disabled = false;
      }, 1000);
    });
  }
  // Home: search suggestions with keyboard highlight.
  const searchBox = $(".search-box");
  if (searchBox) {
    const input = $("input[name='q']", searchBox);
    const list = $(".suggestions", searchBox);
    const terms = [
      "wireless earbuds",
      "wireless keyboard",
      "wireless mouse",
      "enamel mug",
      "mug warmer",
      "mug set for two",
      "stoneware mug",
    ];
    let highlighted = -1;
    input.addEventListener("input", () => {
      const query = input.value.trim().toLowerCase();
      highlighted = -1;
      list.innerHTML = "";
      if (!query) return;
      terms
        .filter((term) => term.startsWith(query) || term.split(" ").some((word) => word.startsWith(query)))
        .forEach((term) => {
          const item = document.createElement("li");
          item.className = "suggest__item";
          item.setAttribute("role", "option");
          item.setAttribute("aria-selected", "false");
          item.textContent = term;
          list.append(item);
        });
    });
    input.addEventListener("keydown", (event) => {
      const items = $$("li", list);
      if (event.key !== "ArrowDown" || items.length === 0) return;
      event.preventDefault();
      highlighted = Math.min(highlighted + 1, items.length - 1);
      items.forEach((item, index) => item.setAttribute("aria-selected", String(index === highlighted)));
    });
  }

  // Home: the promo carousel scrolls one banner per click; the arrow disappears on the last one.
  const promo = $(".promo-carousel");
  if (promo) {
    const slides = $$(".slide", promo);
    const next = $(".arrow-next", promo);
    let active = 0;
    next.addEventListener("click", () => {
      active = Math.min(active + 1, slides.length - 1);
      slides.forEach((slide, index) => slide.classList.toggle("active", index === active));
      $(".promo-track", promo).scrollLeft = slides[active].offsetLeft - slides[0].offsetLeft;
      next.hidden = active === slides.length - 1;
    });
  }

  // Checkout: a promo code from the address adds a discount line to the order summary.
  const summary = $("aside.order-summary");
  if (summary && params.get("promo") === "SPRING5") {
    $("dl", summary).insertAdjacentHTML("beforeend", "<dt>Discount</dt><dd>-$5.00</dd>");
    $(".remove-promo", summary).hidden = false;
  }
  const currency = $(".currency-picker__control");
  if (currency) {
    currency.addEventListener("click", () => {
      const menu = $(".currency-picker__menu");
      menu.hidden = !menu.hidden;
      currency.setAttribute("aria-expanded", String(!menu.hidden));
    });
  }
  const shipping = $("select[name='shipping']");
  if (shipping) {
    const placeOrder = $("button.place-order");
    shipping.addEventListener("change", () => {
      placeOrder.disabled = true;
      setTimeout(() => (placeOrder.disabled = false), 500);
    });
    placeOrder.addEventListener("click", () => (location.href = "/checkout/confirmation"));
  }

  // Sign-up: captcha pictures, the email check of the first step, the terms dialog.
  const captcha = $("img.captcha");
  if (captcha) {
    const draw = (text) =>
      "data:image/svg+xml," +
      encodeURIComponent(
        `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="50"><rect width="160" height="50" fill="#f1f3f5"/>` +
          `<text x="20" y="34" font-size="26" font-family="monospace" fill="#343a40">${text}</text></svg>`,
      );
    const words = ["K7QF2", "M3XZ9", "P8RT4", "W2HN6"];
    let shown = 0;
    captcha.src = draw(words[shown]);
    $("button.captcha-refresh").addEventListener("click", () => {
      shown = (shown + 1) % words.length;
      captcha.src = draw(words[shown]);
    });
  }
  const nextStep = $("button.next-step");
  if (nextStep) {
    nextStep.addEventListener("click", () => {
      const email = $("#email");
      email.nextElementSibling.hidden = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value);
    });
  }
  const readTerms = $("button.read-terms");
  if (readTerms) readTerms.addEventListener("click", () => $("dialog.terms-dialog").showModal());
  const signup = $("form.signup-form");
  if (signup && $("#accept-terms")) {
    signup.addEventListener("submit", (event) => {
      if (!$("#accept-terms").checked) return;
      event.preventDefault();
      location.href = "/signup/check-inbox";
    });
  }

  const togglePassword = $("button.toggle-password");
  if (togglePassword) {
    togglePassword.addEventListener("click", () => {
      const field = $("input[name='password']");
      const hidden = field.type === "password";
      field.type = hidden ? "text" : "password";
      togglePassword.setAttribute("aria-label", hidden ? "Hide password" : "Show password");
    });
  }

  const signOut = $("button.sign-out");
  if (signOut) signOut.addEventListener("click", () => $("dialog.confirm-sign-out").showModal());
  const cookieBanner = $(".cookie-banner");
  if (cookieBanner) $("button.accept", cookieBanner).addEventListener("click", () => cookieBanner.remove());

  // Product page: the hint of the star under the pointer, similar products loaded when scrolled to.
  const ratingInput = $(".rating-input");
  if (ratingInput) {
    $$("span[data-value]", ratingInput).forEach((star) =>
      star.addEventListener("mouseenter", () => ($(".hint", ratingInput).textContent = star.dataset.hint)),
    );
  }
  const similar = $("#similar-products");
  if (similar) {
    const names = ["Stoneware mug", "Travel mug", "Espresso cup", "Mug set for two"];
    new IntersectionObserver((entries, observer) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      $(".tiles", similar).innerHTML = names.map((name) => `<article class="product-tile">${name}</article>`).join("");
    }).observe(similar);
  }
  // Orders: a filter over the table, an actions menu per row, cancelling an active order.
  const orderFilter = $("input[name='order-filter']");
  if (orderFilter) {
    const rows = $$(".orders-table tbody tr");
    const apply = () => {
      const text = orderFilter.value.trim().toLowerCase();
      rows.forEach((row) => row.isConnected || $(".orders-table tbody").append(row));
      rows.filter((row) => !row.textContent.toLowerCase().includes(text)).forEach((row) => row.remove());
    };
    orderFilter.value = params.get("q") || "";
    orderFilter.addEventListener("input", apply);
    apply();
    rows.forEach((row) => {
      const id = row.cells[0].textContent.replace("#", "");
      row.dataset.orderId = id;
      row.insertAdjacentHTML(
        "beforeend",
        `<td><button type="button" class="actions-toggle" aria-expanded="false" aria-controls="order-menu-${id}">Actions</button>` +
          `<div class="order-menu" id="order-menu-${id}" hidden><a href="/account/orders/${id}/invoice.pdf">Download invoice</a></div></td>`,
      );
      const toggle = $("button.actions-toggle", row);
      toggle.addEventListener("click", () => {
        const menu = $(`#order-menu-${id}`);
        menu.hidden = !menu.hidden;
        toggle.setAttribute("aria-expanded", String(!menu.hidden));
      });
    });
    const cancelDialog = $("dialog.cancel-order");
    let cancelled;
    $$(".active-orders button.cancel").forEach((button) =>
      button.addEventListener("click", () => {
        cancelled = button.closest("[data-order]");
        cancelDialog.showModal();
      }),
    );
    $("button.keep", cancelDialog).addEventListener("click", () => cancelDialog.close());
    $("button.confirm", cancelDialog).addEventListener("click", () => {
      cancelDialog.close();
      setTimeout(() => cancelled.remove(), 300);
    });
  }

  // Payment: a separate billing address, checked when the customer pays.
  const pay = $("button#pay");
  if (pay) {
    const same = $("#same-as-shipping");
    same.addEventListener("change", () => ($("form#billing").hidden = same.checked));
    pay.addEventListener("click", () => {
      const postcode = $("#billing-postcode");
      if (!same.checked && !/^[\w -]{3,10}$/.test(postcode.value.replace(/\?/g, ""))) {
        postcode.setAttribute("aria-invalid", "true");
        return;
      }
      pay.disabled = true;
    });
  }
})();
