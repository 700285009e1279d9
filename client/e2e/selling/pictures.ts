/**
 * Test pictures made at run time (no binary fixtures): a PNG of one colour with a band of another, of any size,
 * encoded here with zlib (a few KB however large, as one colour compresses well).
 */
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A width × height RGB PNG: colour rgb, with a horizontal band of band's colour through the middle. */
export function png(width: number, height: number, rgb: [number, number, number], band: [number, number, number] = [255, 255, 255]): Buffer {
  const row = (color: [number, number, number]) => {
    const r = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) r.set(color, 1 + x * 3);
    return r;
  };
  const plain = row(rgb);
  const stripe = row(band);
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) rows.push(Math.abs(y - height / 2) < height / 10 ? stripe : plain);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, deflate, no filter, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    chunk("IDAT", deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
