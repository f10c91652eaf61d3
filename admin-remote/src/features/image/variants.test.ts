import { animatedGif, apngFromPng, apngWithLateAnimationControl } from '@app/domain/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animatedWebp, pngHeader } from '../../test/images';
import { makeImageVariants, VARIANT_QUALITY } from './variants';

/** A file of `type` with these bytes (a real header: the frames are counted from it). */
const file = (bytes: ArrayLike<number>, type: string) => new Blob([Uint8Array.from(bytes)], { type });
/** A PNG's header and IHDR: a still image to the frame count (the decode is the stub's). */
const png = () => file(pngHeader(2400, 1260), 'image/png');

// jsdom has neither createImageBitmap nor a canvas that encodes: both stand in, recording what
// the code draws and asks for.
const drawn: { canvas: [number, number]; drawn: [number, number] }[] = [];
let encodeAs: (type: string) => string = (type) => type;
const closed = vi.fn();

class FakeOffscreenCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
  ) {}
  getContext() {
    return {
      imageSmoothingEnabled: false,
      imageSmoothingQuality: 'low',
      drawImage: (_image: unknown, _x: number, _y: number, w: number, h: number) => {
        drawn.push({ canvas: [this.width, this.height], drawn: [w, h] });
      },
    };
  }
  async convertToBlob({ type, quality }: { type: string; quality: number }) {
    expect(quality).toBe(VARIANT_QUALITY);
    return new Blob([`${this.width}`], { type: encodeAs(type) });
  }
}

function stubBitmap(width: number, height: number) {
  vi.stubGlobal(
    'createImageBitmap',
    vi.fn(async () => ({ width, height, close: closed })),
  );
}

describe('makeImageVariants', () => {
  beforeEach(() => {
    drawn.length = 0;
    encodeAs = (type) => type;
    closed.mockReset();
    vi.stubGlobal('OffscreenCanvas', FakeOffscreenCanvas);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('makes WebP copies 480, 800 and 1200 px wide of a large image, keeping its aspect ratio', async () => {
    stubBitmap(2400, 1260);
    const made = await makeImageVariants(png());
    expect(made?.width).toBe(2400);
    expect(made?.height).toBe(1260);
    expect(made?.animated).toBe(false);
    expect(made?.variants.map((v) => [v.width, v.blob.type])).toEqual([
      [480, 'image/webp'],
      [800, 'image/webp'],
      [1200, 'image/webp'],
    ]);
    expect(drawn).toEqual([
      { canvas: [480, 252], drawn: [480, 252] },
      { canvas: [800, 420], drawn: [800, 420] },
      { canvas: [1200, 630], drawn: [1200, 630] },
    ]);
    expect(closed).toHaveBeenCalledOnce();
  });

  it('never makes a copy wider than the image', async () => {
    stubBitmap(640, 480);
    const made = await makeImageVariants(file(pngHeader(640, 480), 'image/png'));
    expect(made?.variants.map((v) => v.width)).toEqual([480, 640]);
  });

  it('makes none of an animation, told by its frames, not its type: a GIF, an APNG and an animated WebP keep moving, named by their size', async () => {
    stubBitmap(480, 270);
    const apng = apngFromPng(Uint8Array.from(pngHeader(480, 270)), 3);
    for (const animation of [
      file(animatedGif(480, 270, 3), 'image/gif'),
      file(apng, 'image/png'),
      file(animatedWebp(480, 270, 2), 'image/webp'),
    ]) {
      expect(await makeImageVariants(animation), animation.type).toEqual({
        width: 480,
        height: 270,
        animated: true,
        variants: [],
      });
    }
    expect(drawn).toEqual([]);
    expect(closed).toHaveBeenCalledTimes(3);
  });

  it('makes variants of a still GIF, a PNG whose acTL comes after its image data (shown still) and a one-frame WebP', async () => {
    stubBitmap(640, 360);
    // An APNG whose animation control comes after its first IDAT: browsers ignore it.
    const late = apngWithLateAnimationControl(apngFromPng(Uint8Array.from(pngHeader(640, 360)), 3));
    for (const still of [
      file(animatedGif(640, 360, 1), 'image/gif'),
      file(late, 'image/png'),
      file(animatedWebp(640, 360, 1), 'image/webp'),
    ]) {
      const made = await makeImageVariants(still);
      expect(made, still.type).toMatchObject({ width: 640, height: 360, animated: false });
      expect(made?.variants.map((v) => v.width)).toEqual([480, 640]);
    }
  });

  it('makes none when the header cannot be read, or the browser cannot encode WebP or decode the file', async () => {
    stubBitmap(1200, 630);
    expect(await makeImageVariants(new Blob(['png'], { type: 'image/png' }))).toBeNull();
    encodeAs = () => 'image/png'; // a canvas that does not know WebP hands back a PNG
    expect(await makeImageVariants(png())).toBeNull();
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('broken', 'InvalidStateError');
      }),
    );
    expect(await makeImageVariants(png())).toBeNull();
    expect(await makeImageVariants(file(animatedWebp(480, 270, 2), 'image/webp'))).toBeNull();
  });
});
