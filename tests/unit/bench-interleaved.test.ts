import { describe, expect, it } from "vitest";
import { blockingAfter, median } from "../../scripts/bench-interleaved";

describe("interleaved blocking-time comparison", () => {
  it("counts each long task's time beyond 50 ms after the first contentful paint, as Lighthouse does", () => {
    const tasks = [
      { start: 0, duration: 200 }, // ends before the paint at 300: not counted
      { start: 250, duration: 150 }, // 100 ms after the paint: 50 blocking
      { start: 500, duration: 120 }, // 70 blocking
      { start: 700, duration: 40 }, // short: 0
    ];
    expect(blockingAfter(tasks, 300)).toBe(120);
    expect(blockingAfter(tasks, 0)).toBe(150 + 100 + 70);
  });

  it("takes the middle value, or the mean of the two middle ones", () => {
    expect(median([30, 10, 20])).toBe(20);
    expect(median([40, 10, 30, 20])).toBe(25);
  });
});
