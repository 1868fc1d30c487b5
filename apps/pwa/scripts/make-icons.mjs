// Draws the app icons as plain PNGs (no image tools needed): a blue tile with a yellow lottery
// ball and a white "ticket" bar. Run once; the PNGs are committed under public/icons.
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const blue = [0x11, 0x3e, 0xc4];
const yellow = [0xfb, 0xe8, 0x3c];
const white = [0xff, 0xff, 0xff];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf) => {
  let c = 0xffffffff;
  for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type, data) => {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
};

/** pixel(x, y) returns [r, g, b, a]. */
function png(width, height, pixel) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 4);
    for (let x = 0; x < width; x++) row.set(pixel(x, y), 1 + x * 4);
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8-bit RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The emblem, in units of the icon's size: ball centre, radius, and the bar under it. */
function emblem(size, scale, corner) {
  const c = size / 2;
  return (x, y) => {
    const u = (x + 0.5 - c) / (size * scale);
    const v = (y + 0.5 - c) / (size * scale);
    // Rounded-square background (corner 0 = full bleed, for the maskable icon).
    const edge = 0.5 / scale - corner / scale;
    const dx = Math.max(Math.abs(u) - edge, 0);
    const dy = Math.max(Math.abs(v) - edge, 0);
    if (corner > 0 && Math.hypot(dx, dy) > corner / scale) return [0, 0, 0, 0];
    if (Math.hypot(u, v + 0.08) < 0.28) {
      // A white ring inside the ball, like a numbered lottery ball.
      return Math.hypot(u, v + 0.08) < 0.14 ? [...white, 255] : [...yellow, 255];
    }
    if (Math.abs(u) < 0.3 && v > 0.28 && v < 0.36) return [...white, 255];
    return [...blue, 255];
  };
}

const out = new URL('../public/icons/', import.meta.url);
writeFileSync(new URL('icon-192.png', out), png(192, 192, emblem(192, 1, 0.18)));
writeFileSync(new URL('icon-512.png', out), png(512, 512, emblem(512, 1, 0.18)));
// Maskable: full bleed, emblem shrunk into the central safe zone (80 %).
writeFileSync(new URL('icon-maskable-512.png', out), png(512, 512, emblem(512, 1.25, 0)));
// Share image for social previews (1200 x 630): the emblem on the left of a blue banner.
const banner = emblem(630, 1, 0);
writeFileSync(
  new URL('share.png', out),
  png(1200, 630, (x, y) => (x < 630 ? banner(x, y) : [...blue, 255])),
);
