/* global document, location, URLSearchParams, React, ReactDOMClient, window -- the shop runs in the browser; React comes from /vendor/react.js */
// The shop's React parts: the kitchen catalog, the cart and the product reviews. Component names
// (ProductCard, CartLine, CartTotals, PriceRow, FilterChip, ReviewCard) are what the react$ samples query.
(function () {
  const h = React.createElement;
  const params = new URLSearchParams(location.search);
  const money = (value) => `$${value.toFixed(2)}`;

  function ProductCard({ sku, name, price }) {
    return h(
      "article",
      { className: "product-tile", "data-sku": sku },
      h("h3", null, name),
      h("p", { className: "price" }, money(price)),
      h(
        "button",
        { type: "button", className: "add-to-cart", onClick: () => window.shopAddToCart(sku) },
        "Add to cart",
      ),
    );
  }

  function FilterChip({ label, active }) {
    return h("button", { type: "button", className: active ? "filter-chip active" : "filter-chip" }, label);
  }

  const KITCHEN = [
    { sku: "MUG-01", name: "Enamel mug", price: 12 },
    { sku: "TPT-02", name: "Cast iron teapot", price: 48 },
    { sku: "BOWL-02", name: "Ceramic bowl", price: 8.5 },
    { sku: "JAR-03", name: "Tea storage jar", price: 4.9 },
  ];

  function KitchenCatalog() {
    const [order, setOrder] = React.useState("recommended");
    const products = [...KITCHEN];
    if (order === "price-asc") products.sort((a, b) => a.price - b.price);
    if (order === "price-desc") products.sort((a, b) => b.price - a.price);
    const chips = [
      { label: "Blue", active: params.get("color") === "blue" },
      { label: "Green", active: params.get("color") === "green" },
      { label: "Size S", active: params.get("size") === "s" },
      { label: "Size M", active: params.get("size") === "m" },
    ];
    return h(
      "div",
      { className: "kitchen-catalog" },
      h(
        "aside",
        { className: "filters" },
        chips.map((chip) => h(FilterChip, { key: chip.label, ...chip })),
      ),
      h(
        "select",
        { className: "sort-order", value: order, onChange: (event) => setOrder(event.target.value) },
        h("option", { value: "recommended" }, "Recommended"),
        h("option", { value: "price-asc" }, "Price: low to high"),
        h("option", { value: "price-desc" }, "Price: high to low"),
      ),
      h(
        "div",
        { className: "card-grid", "data-testid": "product-grid" },
        products.map((product) => h(ProductCard, { key: product.sku, ...product })),
      ),
    );
  }

  function CartLine({ sku, title, price, qty, onQty, onRemove }) {
    return h(
      "div",
      { className: "cart-line", "data-sku": sku },
      h("span", { className: "title" }, title),
      h("span", { className: "price" }, money(price)),
      h("input", {
        className: "qty",
        type: "number",
        min: 1,
        defaultValue: qty,
        "aria-label": `Quantity of ${title}`,
        onChange: (event) => onQty(Number(event.target.value) || 0),
      }),
      h("button", { type: "button", className: "remove", onClick: onRemove }, "Remove"),
    );
  }

  function PriceRow({ kind, label, value }) {
    return h(
      "p",
      { className: `price-row price-row--${kind}` },
      h("span", null, label),
      " ",
      h("span", { className: kind === "total" ? "cart-total" : "amount" }, value),
    );
  }

  function CartTotals({ subtotal, discount }) {
    return h(
      "div",
      { className: "cart-totals" },
      h(PriceRow, { kind: "subtotal", label: "Subtotal", value: money(subtotal) }),
      discount > 0 ? h(PriceRow, { kind: "discount", label: "Discount", value: `−${money(discount)}` }) : null,
      h(PriceRow, { kind: "total", label: "Total", value: money(subtotal - discount) }),
    );
  }

  function Cart() {
    const start = [
      { sku: "MUG-01", title: "Enamel mug", price: 12, qty: 1 },
      { sku: "TEE-M", title: "Logo T-shirt", price: 25, qty: 1 },
    ];
    if (params.get("fixture") === "over-threshold") {
      start.push({ sku: "TPT-02", title: "Cast iron teapot", price: 48, qty: 1 });
    }
    const [lines, setLines] = React.useState(start);
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.qty, 0);
    const discount = params.get("promo") === "WELCOME10" ? Math.round(subtotal * 10) / 100 : 0;
    const update = (sku, change) =>
      setLines((current) => current.flatMap((line) => (line.sku !== sku ? [line] : change(line))));
    return h(
      "div",
      { id: "cart" },
      lines.map((line) =>
        h(CartLine, {
          key: line.sku,
          ...line,
          onQty: (qty) => update(line.sku, (old) => [{ ...old, qty }]),
          onRemove: () => update(line.sku, () => []),
        }),
      ),
      h(
        "section",
        { className: "cart-summary", id: "cart-summary" },
        h(CartTotals, { subtotal, discount }),
        subtotal >= 50 ? h("p", { className: "free-delivery-hint" }, "Free delivery included") : null,
      ),
    );
  }

  function ReviewCard({ author, date, text }) {
    return h(
      "article",
      { className: "review" },
      h("h3", null, author),
      h("p", { className: "review-date" }, date),
      h("p", null, text),
    );
  }

  function Reviews() {
    const reviews = [
      { author: "Marta", date: "Today", text: "Keeps tea hot and survives the dishwasher." },
      { author: "Pieter", date: "Last week", text: "Lovely colour, a bit heavier than I thought." },
      { author: "Olga", date: "March 2026", text: "Bought two more as presents." },
    ];
    return h(
      "section",
      { id: "reviews", "aria-label": "Reviews" },
      reviews.map((review) => h(ReviewCard, { key: review.author, ...review })),
    );
  }

  // resq, behind react$, starts from an element React rendered, not from the root container itself.
  const mounts = { "kitchen-app": KitchenCatalog, "cart-root": Cart, "reviews-root": Reviews };
  for (const [id, Component] of Object.entries(mounts)) {
    const container = document.getElementById(id);
    if (container) ReactDOMClient.createRoot(container).render(h(Component));
  }
})();
