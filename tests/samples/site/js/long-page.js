/* global document, window */
// Long pages: the header turns compact once the reader scrolls down, and a "back to top" button appears
// below the first screens.
(function () {
  const header = document.querySelector(".site-header");
  header.style.position = "sticky";
  header.style.top = "0";
  header.style.background = "#fff";
  document.body.insertAdjacentHTML(
    "beforeend",
    '<button type="button" class="back-to-top" style="position:fixed;right:24px;bottom:24px" hidden>Back to top</button>',
  );
  const button = document.querySelector(".back-to-top");
  button.addEventListener("click", () => window.scrollTo(0, 0));
  const update = () => {
    header.classList.toggle("site-header--compact", window.scrollY > 100);
    button.hidden = window.scrollY < 600;
  };
  window.addEventListener("scroll", update, { passive: true });
  update();
})();
