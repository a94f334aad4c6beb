/* global React, ReactDOM, document, location */
// The shop's React pages, on React 17 with ReactDOM.render (the root that react$ can read): the kitchen
// catalog with a mini cart and a promo banner, the wish list, a saved cart and the delivery slot picker.
(function () {
  const h = React.createElement;
  const products = {
    "MUG-01": { name: "Enamel mug", price: 12, inStock: true },
    "TPT-02": { name: "Cast iron teapot", price: 48, inStock: true },
    "CUP-03": { name: "Double-wall glass cup", price: 9.5, inStock: false },
    "KTL-04": { name: "Gooseneck kettle", price: 64, inStock: true },
  };

  function PromoBanner({ campaign, title }) {
    return h("section", { className: "promo-banner", "data-campaign": campaign }, h("strong", null, title));
  }

  function AddToCartButton({ sku, disabled, onAdd }) {
    return h(
      "button",
      { type: "button", className: "add-to-cart", disabled, onClick: () => onAdd(sku) },
      "Add to cart",
    );
  }

  function ProductCard({ sku, inStock, onAdd }) {
    const product = products[sku];
    return h(
      "article",
      { className: "product-card" + (inStock ? "" : " product-card--disabled"), "data-sku": sku },
      h("h2", { className: "title" }, product.name),
      h("p", { className: "price" }, "$" + product.price.toFixed(2)),
      h(AddToCartButton, { sku, disabled: !inStock, onAdd }),
    );
  }

  function MiniCart({ count }) {
    return h("p", { className: "react-mini-cart" }, "Cart: " + count + (count === 1 ? " item" : " items"));
  }

  function Catalog() {
    const [count, setCount] = React.useState(0);
    const add = () => setCount((value) => value + 1);
    return h(
      "div",
      null,
      h(PromoBanner, { campaign: "spring-sale", title: "Spring sale: 15 % off kettles" }),
      h(MiniCart, { count }),
      h(
        "section",
        { className: "product-grid" },
        Object.keys(products).map((sku) =>
          h(ProductCard, { key: sku, sku, inStock: products[sku].inStock, onAdd: add }),
        ),
      ),
    );
  }

  function WishList({ skus }) {
    return h(
      "section",
      { className: "wish-list" },
      skus.map((sku) => h(ProductCard, { key: sku, sku, inStock: products[sku].inStock, onAdd: () => {} })),
    );
  }

  function CartItem({ sku, qty }) {
    return h("li", { className: "cart-item" }, h("span", { className: "title" }, products[sku].name), " × " + qty);
  }

  class DeliverySlotPicker extends React.Component {
    constructor(props) {
      super(props);
      this.state = { selectedSlot: null };
    }
    render() {
      const slots = [
        ["tomorrow-morning", "Tomorrow, 8–12"],
        ["tomorrow-evening", "Tomorrow, 18–22"],
      ];
      return h(
        "fieldset",
        { className: "delivery-slots" },
        h("legend", null, "Delivery slot"),
        slots.map(([value, label]) =>
          h(
            "label",
            { key: value },
            h("input", {
              type: "radio",
              name: "slot",
              value,
              checked: this.state.selectedSlot === value,
              onChange: () => this.setState({ selectedSlot: value }),
            }),
            label,
          ),
        ),
      );
    }
  }

  const views = {
    "/catalog/kitchen": () => h(Catalog),
    "/account/wishlist": () =>
      h("div", null, h("h2", null, "Saved for later"), h(WishList, { skus: ["TPT-02", "KTL-04"] })),
    "/account/saved-cart": () =>
      h(
        "ul",
        { className: "saved-cart" },
        ["MUG-01", "TPT-02", "KTL-04"].map((sku) => h(CartItem, { key: sku, sku, qty: 1 })),
      ),
    "/checkout/slot": () => h(DeliverySlotPicker),
  };
  const view = views[location.pathname.replace(/\/$/, "")];
  if (view) ReactDOM.render(view(), document.getElementById("root"));
})();
