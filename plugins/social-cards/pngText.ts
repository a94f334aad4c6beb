import { crc32 } from "node:zlib";

// A card carries the texts it was drawn from as PNG iTXt chunks (UTF-8, so Cyrillic survives), under the
// standard "Title" and "Description" keywords. Tests read them back to check a page's card is its own.

const SIGNATURE_LENGTH = 8;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** The PNG with an uncompressed iTXt chunk per entry, placed right after the header chunk. */
export function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  const headerEnd = SIGNATURE_LENGTH + 12 + png.readUInt32BE(SIGNATURE_LENGTH);
  const chunks = Object.entries(entries).map(([keyword, text]) =>
    // keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty translated keyword + NUL, text
    chunk("iTXt", Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text)])),
  );
  return Buffer.concat([png.subarray(0, headerEnd), ...chunks, png.subarray(headerEnd)]);
}

export interface PngInfo {
  width: number;
  height: number;
  /** Uncompressed iTXt entries by keyword. */
  text: Record<string, string>;
}

/** Size and iTXt texts of a PNG; throws on anything that is not one. */
export function readPngInfo(png: Buffer): PngInfo {
  if (png.length < 24 || png.toString("latin1", 1, 4) !== "PNG" || png.toString("latin1", 12, 16) !== "IHDR") {
    throw new Error("not a PNG file");
  }
  const text: Record<string, string> = {};
  for (let offset = SIGNATURE_LENGTH; offset + 8 <= png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === "iTXt" && data.indexOf(0) > 0) {
      const keywordEnd = data.indexOf(0);
      const compressed = data[keywordEnd + 1] !== 0;
      const languageEnd = data.indexOf(0, keywordEnd + 3);
      const translatedEnd = data.indexOf(0, languageEnd + 1);
      if (!compressed && translatedEnd > 0) {
        text[data.toString("latin1", 0, keywordEnd)] = data.toString("utf8", translatedEnd + 1);
      }
    }
    if (type === "IEND") break;
    offset += 12 + length;
  }
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), text };
}
