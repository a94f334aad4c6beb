/* global document, window, localStorage, setTimeout */
// The sales dashboard: a chart and orders that arrive a moment after the page, an activity feed that loads
// older events on scrolling, notifications, an onboarding tour, a Ctrl+K command palette, an offline banner.
(function () {
  const $ = (selector) => document.querySelector(selector);
  $(".last-updated").textContent = "Updated " + new Date().toLocaleTimeString();

  setTimeout(() => {
    const canvas = document.createElement("canvas");
    canvas.className = "sales-chart";
    canvas.width = 300;
    canvas.height = 120;
    const context = canvas.getContext("2d");
    context.fillStyle = "#1971c2";
    [40, 70, 55, 90, 110].forEach((value, index) => context.fillRect(10 + index * 55, 120 - value, 40, value));
    $(".revenue-chart").append(canvas);
    $(".latest-orders tbody").innerHTML = ["#10438 $50.00", "#10439 $51.00", "#10440 $52.00"]
      .map((row) => `<tr><td>${row.split(" ")[0]}</td><td>${row.split(" ")[1]}</td></tr>`)
      .join("");
  }, 300);

  const feed = $(".activity-feed");
  let loaded = 0;
  const loadEvents = () => {
    for (let i = 0; i < 20; i++, loaded++) {
      feed.insertAdjacentHTML("beforeend", `<div class="event">Order #${10440 - loaded} was paid</div>`);
    }
  };
  loadEvents();
  let loading = false;
  feed.addEventListener("scroll", () => {
    if (loading || feed.scrollTop + feed.clientHeight < feed.scrollHeight - 40) return;
    loading = true;
    setTimeout(() => {
      loadEvents();
      loading = false;
    }, 100);
  });

  $(".notifications-toggle").addEventListener(
    "click",
    () => ($(".notifications").hidden = !$(".notifications").hidden),
  );

  // The onboarding tour is added for new users only, until they finish it.
  if (localStorage.getItem("onboarding-tour") !== "completed") {
    $("main h1").insertAdjacentHTML(
      "afterend",
      '<div class="tour-popover">Welcome! Let us show you around. <button type="button" class="end-tour">Got it</button></div>',
    );
    $(".end-tour").addEventListener("click", () => {
      localStorage.setItem("onboarding-tour", "completed");
      $(".tour-popover").remove();
    });
  }

  const commands = [
    { title: "Open invoices", keywords: "invoices billing" },
    { title: "Create invoice", keywords: "invoices new billing" },
    { title: "Show orders", keywords: "orders" },
    { title: "Export report", keywords: "reports csv" },
  ];
  let shown = commands;
  let active = 0;
  const palette = $(".palette");
  const input = $(".palette-input");
  const renderPalette = () => {
    $(".palette-items").innerHTML = shown
      .map((item, index) => `<li class="palette-item${index === active ? " active" : ""}">${item.title}</li>`)
      .join("");
  };
  input.addEventListener("input", () => {
    const query = input.value.trim().toLowerCase();
    shown = commands.filter((item) => (item.title + " " + item.keywords).toLowerCase().includes(query));
    active = 0;
    renderPalette();
  });
  document.addEventListener("keydown", (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
      event.preventDefault();
      palette.hidden = false;
      input.value = "";
      shown = commands;
      active = 0;
      renderPalette();
      input.focus();
    } else if (!palette.hidden && event.key === "Escape") {
      palette.hidden = true;
    } else if (!palette.hidden && event.key === "ArrowDown") {
      event.preventDefault();
      active = Math.min(active + 1, shown.length - 1);
      renderPalette();
    }
  });

  const banner = $(".connection-banner");
  window.addEventListener("offline", () => (banner.hidden = false));
  window.addEventListener("online", () => (banner.hidden = true));
})();
