/**
 * A "pixel bomb" for the image tests and benchmarks: a valid PNG of one grey, small on disk, that
 * declares (and decodes to) a huge picture — the attack of the security review: a 249 KB PNG of
 * 16000 × 16000 pixels. Written row by row through zlib, so making one needs neither the bitmap nor
 * sharp's pixel limit: 8-bit grey at 16000² is ~250 KB, 1-bit ~31 KB.
 */
import { crc32, createDeflate } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

export async function pixelBombPng(width = 16000, height = 16000, bitDepth: 1 | 8 = 8): Promise<Buffer> {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = bitDepth;
  ihdr[9] = 0; // greyscale
  const deflate = createDeflate({ level: 9 });
  const out: Buffer[] = [];
  deflate.on('data', (d: Buffer) => out.push(d));
  const done = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  // Filter byte 0, then the row's samples: mid grey (or all ones at 1 bit).
  const row = Buffer.alloc(1 + Math.ceil((width * bitDepth) / 8), bitDepth === 8 ? 0x99 : 0xff);
  row[0] = 0;
  // Rows in blocks of up to 1000 (one write per row is most of the time).
  const block = Buffer.concat(Array.from({ length: Math.min(1000, height) }, () => row));
  for (let y = 0; y < height; y += 1000) {
    const rows = Math.min(1000, height - y);
    if (!deflate.write(rows === 1000 ? block : block.subarray(0, rows * row.length))) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await done;
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', Buffer.concat(out)), chunk('IEND', Buffer.alloc(0))]);
}
