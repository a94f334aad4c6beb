import { describe, expect, it } from "vitest";
import { icoFile, tileColour } from "../../plugins/site-icons";

describe("site icons", () => {
  it("writes an .ico directory whose entries point at each PNG with its size", () => {
    const pngs = [
      { size: 16, png: Buffer.from("first") },
      { size: 32, png: Buffer.from("second!") },
    ];
    const ico = icoFile(pngs);
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2), ico.readUInt16LE(4)]).toEqual([0, 1, 2]);
    pngs.forEach(({ size, png }, index) => {
      const entry = 6 + 16 * index;
      const [length, offset] = [ico.readUInt32LE(entry + 8), ico.readUInt32LE(entry + 12)];
      expect([ico.readUInt8(entry), ico.readUInt8(entry + 1), ico.readUInt16LE(entry + 6)]).toEqual([size, size, 32]);
      expect(ico.subarray(offset, offset + length)).toEqual(png);
    });
  });

  it("takes the tile colour from the favicon's first rectangle and says so when it has none", () => {
    expect(tileColour('<svg><rect width="28" height="28" rx="7" fill="#0d7356"/></svg>')).toBe("#0d7356");
    expect(() => tileColour('<svg><circle r="4" fill="#0d7356"/></svg>')).toThrow(/first <rect> has no hex fill/);
  });
});
