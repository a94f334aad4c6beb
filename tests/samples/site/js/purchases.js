/* global document, setTimeout -- the shop runs in the browser */
// Order history: the orders arrive after a short load behind a spinner; the header checkbox selects all rows
// and shows a partial selection as indeterminate.
(function () {
  const orders = [
    ["ORD-104501", "2026-11-02", "$100.00"],
    ["ORD-104233", "2026-10-14", "$48.00"],
    ["ORD-103870", "2026-09-01", "$21.50"],
  ];
  const table = document.querySelector(".orders-table");
  const all = table.querySelector("thead input");
  const boxes = () => Array.from(table.querySelectorAll("tbody input"));
  const sync = () => {
    const checked = boxes().filter((box) => box.checked).length;
    all.checked = checked === orders.length;
    all.indeterminate = checked > 0 && checked < orders.length;
  };
  setTimeout(() => {
    table.querySelector("tbody").innerHTML = orders
      .map(
        ([id, date, total]) =>
          `<tr tabindex="0"><td><input type="checkbox" aria-label="Select ${id}"></td><td>${id}</td><td>${date}</td><td>${total}</td></tr>`,
      )
      .join("");
    boxes().forEach((box) => box.addEventListener("change", sync));
    document.querySelector(".spinner").hidden = true;
    table.hidden = false;
    document.querySelector(".orders-total").textContent = `${orders.length} orders`;
  }, 500);
  all.addEventListener("change", () => {
    boxes().forEach((box) => {
      box.checked = all.checked;
    });
    sync();
  });
})();
