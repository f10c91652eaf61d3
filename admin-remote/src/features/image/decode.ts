/**
 * Whether this browser can decode the image: `createImageBitmap`, else an `<img>`'s `decode()`,
 * the way a page would show it. A damaged file whose header is sound (cut short, garbage after the
 * header) fails here, where it would otherwise be uploaded and shown as a broken image. Call it
 * only once the header's size is known to be sane (imageDimensionsProblem): decoding a
 * "decompression bomb" is what the size check keeps the tab from doing.
 */
export async function canDecodeImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  // A browser with neither (none the console supports; jsdom in tests) cannot check: the file goes on.
  if (typeof Image === 'undefined' || typeof Image.prototype.decode !== 'function') return true;
  if (typeof URL.createObjectURL !== 'function') return true;
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
