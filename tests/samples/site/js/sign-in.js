/* global document, localStorage, location, setTimeout -- the shop runs in the browser */
// The account sign-in form: known test accounts, an error for a wrong or empty password, a short
// "request" with a spinner, then the account overview.
(function () {
  const accounts = {
    "anna@example.com": { password: "correct-horse-battery", name: "Anna Petrova" },
    "anna.petrova@example.com": { password: "correct-horse-battery", name: "Anna Petrova" },
    "ada@example.com": { password: "correct-horse", name: "Ada Lovelace" },
    "buyer@example.com": { password: "correct-horse", name: "Alex Buyer" },
    "demo@example.com": { password: "demo-password", name: "Demo User" },
  };
  const tips = [
    "Never share your password with anyone.",
    "Use a different password for every shop.",
    "We will never ask for your password by email.",
  ];
  const form = document.querySelector("[data-test=login-form]");
  const error = form.querySelector(".form-error");
  const spinner = form.querySelector(".spinner");
  form.querySelector(".security-tip").textContent = tips[Math.floor(Math.random() * tips.length)];

  const showError = (text) => {
    error.textContent = text;
    error.hidden = false;
  };
  form.elements.password.addEventListener("input", () => {
    error.hidden = true;
  });
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const email = form.elements.email.value.trim();
    const password = form.elements.password.value;
    if (!password) return showError("Enter your password.");
    const account = accounts[email];
    if (!account || account.password !== password) return showError("Wrong email or password.");
    spinner.hidden = false;
    setTimeout(() => {
      localStorage.setItem("user", JSON.stringify({ email, name: account.name }));
      document.cookie = "session_id=s-" + Date.now() + "; path=/";
      location.href = "/account/overview";
    }, 300);
  });
})();
