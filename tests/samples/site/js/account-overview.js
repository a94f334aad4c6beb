/* global document, localStorage -- the shop runs in the browser */
// The account dashboard greets whoever signed in on /account/sign-in.
(function () {
  const user = JSON.parse(localStorage.getItem("user") || "null");
  const name = user ? user.name : "Guest";
  document.querySelector(".profile-name").textContent = name;
  document.querySelector("[data-testid=user-greeting]").textContent = `Hello, ${name}!`;
})();
