import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { renderBlock } from "../../src/clientModules/docBlocksInIdleTime";
import { drainInIdleTime } from "../../src/utils/requestIdle";

function harness(count: number) {
  const rendered: string[] = [];
  const blocks = Array.from({ length: count }, (_, i) => ({ id: `block ${i + 1}` }) as HTMLElement);
  const pending: ((deadline: IdleDeadline) => void)[] = [];
  let finished = false;
  drainInIdleTime(
    blocks,
    (block) => rendered.push(block.id),
    (callback) => pending.push(callback),
    () => (finished = true),
  );
  /** Runs the next idle callback with room for `room` blocks. */
  const idle = (room: number, didTimeout = false) => {
    let left = room;
    pending.shift()!({ didTimeout, timeRemaining: () => (left-- > 0 ? 10 : 0) });
  };
  return { rendered, pending, idle, finished: () => finished };
}

describe("rendering a doc page's blocks in idle time", () => {
  it("renders nothing until the browser is idle", () => {
    const { rendered, pending } = harness(3);
    expect(rendered).toEqual([]);
    expect(pending).toHaveLength(1);
  });

  it("renders as many blocks as each idle period has room for, in page order, then reports", () => {
    const { rendered, idle, finished } = harness(5);
    idle(2);
    expect(rendered).toEqual(["block 1", "block 2"]);
    expect(finished()).toBe(false);
    idle(10);
    expect(rendered).toEqual(["block 1", "block 2", "block 3", "block 4", "block 5"]);
    expect(finished()).toBe(true);
  });

  it("still moves on, one block at a time, on a page that is never idle", () => {
    const { rendered, idle, pending } = harness(2);
    idle(0, true);
    expect(rendered).toEqual(["block 1"]);
    expect(pending).toHaveLength(1);
  });
});

describe("rendering one block", () => {
  const scrollBy = vi.fn();
  vi.stubGlobal("window", { scrollBy });
  afterEach(() => scrollBy.mockClear());
  afterAll(() => vi.unstubAllGlobals());

  /** A block at `top` px from the window's top, `estimate` px high until rendered and `real` px after. */
  function block(top: number, estimate: number, real: number, isConnected = true) {
    const style = { contentVisibility: "" };
    const height = () => (style.contentVisibility === "visible" ? real : estimate);
    return {
      isConnected,
      style,
      getBoundingClientRect: () => ({ top, height: height(), bottom: top + height() }),
    } as unknown as HTMLElement;
  }

  it("keeps the view in place when a block above it turns out taller than estimated", () => {
    const above = block(-900, 80, 380);
    renderBlock(above);
    expect(above.style.contentVisibility).toBe("visible");
    expect(scrollBy).toHaveBeenCalledWith(0, 300);
  });

  it("does not scroll for a block in view or below it", () => {
    renderBlock(block(-40, 80, 380));
    renderBlock(block(2400, 80, 380));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it("leaves the blocks of a page the reader has left, and blocks already rendered", () => {
    const gone = block(-900, 80, 380, false);
    renderBlock(gone);
    expect(gone.style.contentVisibility).toBe("");
    const done = block(-900, 80, 380);
    done.style.contentVisibility = "visible";
    renderBlock(done);
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
