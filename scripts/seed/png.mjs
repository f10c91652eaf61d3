/**
 * A minimal PNG encoder (8-bit RGB, no interlace) and the generated cover images of the demo
 * content: a diagonal gradient in the brand's blues and teals with soft light circles and a
 * wave, different for every post.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** @param {string} type @param {Buffer} data */
function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/**
 * @param {number} width
 * @param {number} height
 * @param {Uint8Array} rgb width × height × 3 bytes, row by row
 * @returns {Buffer} a PNG file
 */
export function encodePng(width, height, rgb) {
  if (rgb.length !== width * height * 3) throw new Error('pixel buffer does not match the image size');
  const stride = width * 3;
  const raw = Buffer.alloc((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // Filter type 1 (Sub): each byte minus the byte one pixel to the left; gradients compress well.
    const rowStart = y * (stride + 1);
    raw[rowStart] = 1;
    for (let x = 0; x < stride; x++) {
      const value = rgb[y * stride + x] ?? 0;
      const left = x >= 3 ? (rgb[y * stride + x - 3] ?? 0) : 0;
      raw[rowStart + 1 + x] = (value - left) & 0xff;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  header[10] = 0; // compression
  header[11] = 0; // filter method
  header[12] = 0; // no interlace
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    // zlib's default level: a third larger than level 9 on these gradients, but eight times faster.
    chunk('IDAT', zlib.deflateSync(raw, { level: 6 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** @param {string} hex '#rrggbb' @returns {[number, number, number]} */
function parseHex(hex) {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`not a colour: ${hex}`);
  return [parseInt(match[1] ?? '0', 16), parseInt(match[2] ?? '0', 16), parseInt(match[3] ?? '0', 16)];
}

/**
 * A deterministic cover image.
 * @param {{ from: string, to: string, seed: string, width?: number, height?: number }} options
 * @returns {Buffer} PNG bytes
 */
export function coverImage({ from, to, seed, width = 1200, height = 630 }) {
  const a = parseHex(from);
  const b = parseHex(to);
  const digest = crypto.createHash('sha256').update(seed).digest();
  const unit = (/** @type {number} */ i) => (digest[i % digest.length] ?? 0) / 255;
  const circles = [0, 1, 2].map((i) => ({
    x: (0.15 + 0.7 * unit(i * 3)) * width,
    y: (0.1 + 0.8 * unit(i * 3 + 1)) * height,
    r: (0.18 + 0.22 * unit(i * 3 + 2)) * height,
    strength: 0.1 + 0.08 * unit(i + 20),
  }));
  const waveAmplitude = (0.04 + 0.05 * unit(12)) * height;
  const wavePhase = unit(13) * Math.PI * 2;
  const waveLength = (0.6 + 0.6 * unit(14)) * width;
  const waveBase = (0.62 + 0.18 * unit(15)) * height;

  // The wave's height per column, computed once rather than for every pixel.
  const waveY = Float64Array.from(
    { length: width },
    (_, x) => waveBase + waveAmplitude * Math.sin((x / waveLength) * Math.PI * 2 + wavePhase),
  );
  const rgb = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const t = (x / width) * 0.65 + (y / height) * 0.35;
      let light = 0;
      for (const c of circles) {
        // Squared distance over squared radius: the light falls off as 1 − d², so no square root.
        const dx = x - c.x;
        const dy = y - c.y;
        const d2 = (dx * dx + dy * dy) / (c.r * c.r);
        if (d2 < 1) light += c.strength * (1 - d2);
      }
      if (y > (waveY[x] ?? 0)) light -= 0.08;
      const i = (y * width + x) * 3;
      for (let k = 0; k < 3; k++) {
        const base = (a[k] ?? 0) + ((b[k] ?? 0) - (a[k] ?? 0)) * t;
        const lit = light >= 0 ? base + (255 - base) * light : base * (1 + light);
        rgb[i + k] = Math.max(0, Math.min(255, Math.round(lit)));
      }
    }
  }
  return encodePng(width, height, rgb);
}
