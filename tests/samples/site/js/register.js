/* global document, setTimeout -- the shop runs in the browser */
// Registration: the button unlocks once an email is typed and the terms are accepted, an invalid address
// is painted red when the field loses focus, and the button stays locked while the request is "in flight".
(function () {
  const form = document.querySelector(".register-form");
  const email = form.elements.email;
  const terms = document.querySelector("#accept-terms");
  const submit = form.querySelector("button[type=submit]");
  const error = form.querySelector(".field-error");
  let sending = false;
  const update = () => {
    submit.disabled = sending || !email.value.trim() || !terms.checked;
  };
  email.addEventListener("input", update);
  terms.addEventListener("change", update);
  email.addEventListener("blur", () => {
    const invalid = email.value !== "" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email.value);
    email.classList.toggle("is-invalid", invalid);
    error.hidden = !invalid;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    sending = true;
    update();
    setTimeout(() => {
      sending = false;
      form.querySelector(".register-status").textContent = "Check your inbox to confirm the address.";
      update();
    }, 1500);
  });
})();
