/* global document, location -- the shop runs in the browser */
// The "All categories" toggle of catalog pages, and the header link of the current section marked with
// aria-current.
(function () {
  document.querySelectorAll(".site-header nav a").forEach((link) => {
    const section = link.getAttribute("href");
    if (location.pathname === section || location.pathname.startsWith(section + "/")) {
      link.setAttribute("aria-current", "true");
    }
  });
  const toggle = document.querySelector("#main-menu-toggle");
  if (!toggle) return;
  const menu = document.getElementById(toggle.getAttribute("aria-controls"));
  toggle.addEventListener("click", () => {
    const open = toggle.getAttribute("aria-expanded") !== "true";
    toggle.setAttribute("aria-expanded", String(open));
    menu.hidden = !open;
  });
})();
