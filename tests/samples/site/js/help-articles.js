/* global document */
// The help centre keeps its popular articles in the page, so they open without another request.
(function () {
  const articles = {
    "#returns": {
      title: "How to return an item",
      text: "Pack the item in its box and bring it to any of our stores within 30 days.",
    },
    "#delivery-times": {
      title: "When will my order arrive?",
      text: "Orders placed before 14:00 leave our warehouse the same day.",
    },
  };
  const view = document.querySelector(".help-article");
  document.querySelector(".article-list").addEventListener("click", (event) => {
    const link = event.target.closest("a");
    const article = link && articles[link.hash];
    if (!article) return;
    event.preventDefault();
    view.querySelector("h1").textContent = article.title;
    view.querySelector("p").textContent = article.text;
    view.hidden = false;
  });
})();
