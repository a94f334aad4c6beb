/* global document */
// The store locator's map, above the list: spreading two fingers zooms in (data-zoom goes up by one).
(function () {
  document
    .querySelector("main")
    .insertAdjacentHTML(
      "afterbegin",
      '<div class="map" data-zoom="12" role="img" aria-label="Map of our stores" ' +
        'style="width:640px;height:320px;background:#d3f9d8;touch-action:none"></div>',
    );
  const map = document.querySelector(".map");
  const pointers = new Map();
  let startDistance = 0;
  let zoomed = false;
  const distance = () => {
    const [a, b] = Array.from(pointers.values());
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  map.addEventListener("pointerdown", (event) => {
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2) {
      startDistance = distance();
      zoomed = false;
    }
  });
  map.addEventListener("pointermove", (event) => {
    if (!pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size === 2 && !zoomed && distance() > startDistance + 60) {
      zoomed = true;
      map.dataset.zoom = String(Number(map.dataset.zoom) + 1);
    }
  });
  const lift = (event) => pointers.delete(event.pointerId);
  map.addEventListener("pointerup", lift);
  map.addEventListener("pointercancel", lift);
})();
