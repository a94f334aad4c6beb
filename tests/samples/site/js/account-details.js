/* global document -- the shop runs in the browser */
// Personal details: the phone number is formatted as the user types (+31 20 123 4567), and saving shows a
// toast.
(function () {
  const form = document.querySelector(".details-form");
  const phone = form.elements.phone;
  phone.addEventListener("input", () => {
    const digits = phone.value.replace(/\D/g, "");
    const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 7), digits.slice(7)].filter(Boolean);
    phone.value = digits ? `+${parts.join(" ")}` : "";
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const toast = document.querySelector(".toast");
    toast.textContent = "Profile updated";
    toast.hidden = false;
  });
})();
