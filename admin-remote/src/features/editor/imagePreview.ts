/**
 * What the markdown editor shows for an image (imagePlugin's `imagePreviewHandler`): the image
 * itself when its address loads, else the console's own "image could not be loaded" picture.
 *
 * Without it MDXEditor shows a failed image as its built-in placeholder, a `data:image/svg+xml`
 * URI, which the console's Content-Security-Policy refuses (`img-src` has no `data:`,
 * scripts/hosting/headers.mjs): staff saw the browser's broken-image icon and a CSP violation. The
 * placeholder here is a file the admin remote ships (an Rspack asset), served from the remote's
 * origin, which `img-src` allows. Only what is displayed changes: the node keeps its `src`, so the
 * saved markdown still names the image's own address.
 */
import imageNotLoaded from './image-not-loaded.svg';

/** The address of the placeholder shown for an image that cannot be loaded. */
export const IMAGE_NOT_LOADED_URL: string = imageNotLoaded;

/**
 * The class of an image's node in the editor (MarkdownEditor's Lexical theme): empty until its
 * preview resolves, when MarkdownField's styles show a box saying the image is loading.
 */
export const EDITOR_IMAGE_CLASS = 'admin-markdown-image';

/** An image that has neither loaded nor failed after this long is shown as not loaded. */
export const IMAGE_LOAD_TIMEOUT_MS = 10_000;

export interface ImagePreviewOptions {
  /** What a failed image shows (IMAGE_NOT_LOADED_URL). */
  placeholder?: string;
  /** How long to wait for an image before showing the placeholder (IMAGE_LOAD_TIMEOUT_MS). */
  timeoutMs?: number;
}

/**
 * A preview handler: resolves to `src` itself once the image loads, to the placeholder once it
 * fails or the timeout passes (it never hangs: MDXEditor shows nothing until it resolves). Each
 * address is tried once per handler, as MDXEditor's own image cache does, so an editor that loads
 * its markdown again (the source view, a reload of the value) does not wait again.
 */
export function createImagePreviewHandler({
  placeholder = IMAGE_NOT_LOADED_URL,
  timeoutMs = IMAGE_LOAD_TIMEOUT_MS,
}: ImagePreviewOptions = {}): (src: string) => Promise<string> {
  const tried = new Map<string, Promise<string>>();
  return (src) => {
    let shown = tried.get(src);
    if (!shown) {
      shown = new Promise<string>((resolve) => {
        const image = new Image();
        const settle = (address: string) => {
          clearTimeout(timer);
          image.onload = null;
          image.onerror = null;
          resolve(address);
        };
        const timer = setTimeout(() => {
          settle(placeholder);
          // Stops the download the editor no longer waits for.
          image.src = '';
        }, timeoutMs);
        image.onload = () => settle(src);
        image.onerror = () => settle(placeholder);
        image.src = src;
      });
      tried.set(src, shown);
    }
    return shown;
  };
}
