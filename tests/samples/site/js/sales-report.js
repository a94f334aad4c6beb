/* global document, window */
// The sales report: its numbers are crunched in the page, so a slow CPU shows the placeholder for longer.
(function () {
  const customers = ["Blue Kettle Café", "ACME Corp", "Tea Time Ltd", "Leaf & Co", "ACME Retail"];
  const orders = Array.from({ length: 120 }, (_, index) => ({
    id: 20500 + index,
    customer: customers[index % customers.length],
    total: ((index * 37) % 400) + 20,
  }));

  // A fixed amount of work in small slices: the time it takes grows with CPU throttling, and the page
  // stays responsive between slices (so a test can look at the placeholder meanwhile).
  function crunch(done, slices = 40) {
    let sum = 0;
    for (let i = 0; i < 5e5; i++) sum = (sum + Math.sqrt(i) * (i % 7)) % 1e9;
    if (slices > 1) window.setTimeout(() => crunch(done, slices - 1), 0);
    else done(sum);
  }

  const tbody = document.querySelector(".orders-table tbody");
  const showOrders = (text) => {
    tbody.innerHTML = orders
      .filter((order) => order.customer.toLowerCase().includes(text))
      .map(
        (order) =>
          `<tr><td>#${order.id}</td><td class="customer">${order.customer}</td><td>$${order.total}.00</td></tr>`,
      )
      .join("");
  };
  if (tbody) {
    showOrders("");
    document
      .querySelector("input[name=order-filter]")
      .addEventListener("input", (event) => showOrders(event.target.value.trim().toLowerCase()));
  }

  const chart = document.querySelector(".sales-chart");
  if (chart) {
    window.addEventListener("load", () =>
      window.setTimeout(
        () =>
          crunch(() => {
            const canvas = document.createElement("canvas");
            canvas.width = 480;
            canvas.height = 160;
            const context = canvas.getContext("2d");
            context.fillStyle = "#1971c2";
            [40, 90, 60, 120, 100, 140].forEach((height, index) =>
              context.fillRect(20 + index * 75, 160 - height, 40, height),
            );
            chart.append(canvas);
            document.querySelector(".chart-placeholder").hidden = true;
          }),
        // The report's data arrives after the page itself (a fixed delay stands in for that request).
        1000,
      ),
    );
  }

  const ready = document.querySelector(".print-preview__ready");
  if (ready) {
    window.addEventListener("load", () =>
      window.setTimeout(
        () =>
          crunch(() => {
            ready.hidden = false;
          }),
        100,
      ),
    );
  }
})();
