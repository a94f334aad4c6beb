/* global document, fetch, setInterval, setTimeout -- the shop runs in the browser */
// The tea week promo page: almost everything on it changes between two screenshots.
(function () {
  const $ = (selector) => document.querySelector(selector);

  // The offer ends a week from today, in the visitor's locale: a new text every day.
  const end = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
  $(".offer-end").textContent = end.toLocaleDateString("en-GB", { day: "numeric", month: "long", year: "numeric" });

  // A tip that changes every two seconds (a carousel driven by a timer, not by CSS).
  const tips = ["Warm the pot before you brew", "Green tea likes 80 °C", "Loose leaves brew twice"];
  let tip = 0;
  setInterval(() => {
    tip = (tip + 1) % tips.length;
    $(".tea-tip").textContent = tips[tip];
  }, 2000);

  // Slides in with a CSS transition once the page has loaded.
  setTimeout(() => $(".deal-banner").classList.add("is-shown"), 100);

  // A live counter: random at first, then it drifts every three seconds.
  const viewers = $(".viewers-count");
  viewers.textContent = String(3 + Math.floor(Math.random() * 20));
  setInterval(() => {
    viewers.textContent = String(Math.max(1, Number(viewers.textContent) + Math.round(Math.random() * 4 - 2)));
  }, 3000);

  // Steam above the kettle, animated from script with the Web Animations API rather than with CSS.
  $(".kettle-steam").animate(
    [
      { transform: "translateY(0)", opacity: 0.9 },
      { transform: "translateY(-10px)", opacity: 0.2 },
    ],
    { duration: 1000, iterations: Infinity, direction: "alternate" },
  );

  // One of three partners, picked at random on every load.
  const partners = [
    ["Kettle Club: 10% off kettles", "#2b8a3e"],
    ["Leaf & Co: a free sample", "#5f3dc4"],
    ["Cup Care: gift cards", "#c2255c"],
  ];
  const [text, colour] = partners[Math.floor(Math.random() * partners.length)];
  $(".partner-banner").textContent = text;
  $(".partner-banner").style.background = colour;

  $(".deal-card .add-to-cart").addEventListener("click", () => {
    $(".added-note").hidden = false;
  });

  // Reviews come from the API and show how long ago they were posted.
  const ago = (iso) => {
    const days = Math.floor((Date.now() - new Date(iso).getTime()) / (24 * 60 * 60 * 1000));
    return days === 0 ? "today" : days === 1 ? "yesterday" : days + " days ago";
  };
  fetch("/api/tea-week/reviews.json")
    .then((response) => response.json())
    .then(({ reviews }) => {
      $(".review-list").innerHTML = reviews
        .map((review) => `<li><b>${review.author}</b>, ${ago(review.postedAt)}: ${review.text}</li>`)
        .join("");
    });
})();
