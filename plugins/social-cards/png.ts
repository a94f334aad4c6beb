import { promisify } from "node:util";
import { crc32, deflate } from "node:zlib";

// A card carries the texts it was drawn from as PNG iTXt chunks (UTF-8, so Cyrillic survives), under the
// standard "Title" and "Description" keywords. Tests read them back to check a page's card is its own.

const deflateAsync = promisify(deflate);
const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const SIGNATURE_LENGTH = 8;

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

function textChunk(keyword: string, text: string): Buffer {
  // keyword, NUL, compression flag 0, method 0, empty language tag + NUL, empty translated keyword + NUL, text
  return chunk(
    "iTXt",
    Buffer.concat([Buffer.from(keyword, "latin1"), Buffer.from([0, 0, 0, 0, 0]), Buffer.from(text)]),
  );
}

/** The PNG with an uncompressed iTXt chunk per entry, placed right after the header chunk. */
export function withPngText(png: Buffer, entries: Record<string, string>): Buffer {
  const headerEnd = SIGNATURE_LENGTH + 12 + png.readUInt32BE(SIGNATURE_LENGTH);
  const chunks = Object.entries(entries).map(([keyword, text]) => textChunk(keyword, text));
  return Buffer.concat([png.subarray(0, headerEnd), ...chunks, png.subarray(headerEnd)]);
}

/**
 * An RGBA PNG of the given pixels with iTXt entries. Compression runs on libuv's thread pool, so the main
 * thread is free to lay out the next card meanwhile (resvg's own encoder would run on the main thread).
 */
export async function encodePng(
  rgba: Buffer,
  width: number,
  height: number,
  entries: Record<string, string>,
): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits per channel, RGBA, deflate, no filtering method beyond type 0, no interlace
  // Each row starts with its filter type; 0 (none) costs nothing and the cards' flat colours compress well anyway.
  const stride = width * 4;
  const rows = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y += 1) rgba.copy(rows, y * (stride + 1) + 1, y * stride, (y + 1) * stride);
  const data = await deflateAsync(rows, { level: 6 });
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    ...Object.entries(entries).map(([keyword, text]) => textChunk(keyword, text)),
    chunk("IDAT", data),
    chunk("IEND", Buffer.alloc(0)),
  ]);
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
