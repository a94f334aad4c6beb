/* global document, fetch -- the shop runs in the browser */
// The newsletter form checks the address in the page and only then posts it to /api/newsletter/subscribe.
(function () {
  const form = document.querySelector(".newsletter-form");
  const email = form.querySelector("#newsletter-email");
  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    const valid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value.trim());
    form.querySelector(".newsletter-error").hidden = valid;
    if (!valid) return;
    await fetch("/api/newsletter/subscribe", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ email: email.value.trim() }),
    });
    form.querySelector(".newsletter-done").hidden = false;
  });
})();
