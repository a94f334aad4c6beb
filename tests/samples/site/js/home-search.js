/* global document, navigator */
// The home page's search suggestions and the banner that only Chrome users see.
(function () {
  const names = [
    "Enamel mug",
    "Stoneware mug",
    "Travel mug",
    "Double-wall glass cup",
    "Porcelain cup",
    "Cast iron teapot",
    "Glass teapot",
    "Gooseneck kettle",
  ];
  const input = document.querySelector(".site-search input[name='q']");
  const list = document.querySelector(".site-search .suggestions");
  input.addEventListener("input", () => {
    const query = input.value.trim().toLowerCase();
    const found = query ? names.filter((name) => name.toLowerCase().includes(query)) : [];
    list.innerHTML = found.map((name) => `<li data-testid="suggestion">${name}</li>`).join("");
  });

  document.querySelector(".extension-banner").hidden = !/Chrome\//.test(navigator.userAgent);
})();
