/**
 * The featured-image control of the blog and case-study editors: files that are not images, are
 * over 5 MB, are damaged (the browser cannot decode them) or have too many pixels (read from the
 * header, an animation's frames together, GIF, WebP or APNG, never decoded) are refused before any byte reaches Storage; an image uploads with visible
 * progress, is stored at blog-images/{folder}/{timestamp}-{random}.{w}x{h}.{ext} with one-hour caching
 * beside its WebP variants (made in the browser), and shows as a preview that Remove clears; the
 * public post serves the variants through srcset. An animation (an animated WebP here) is stored as
 * uploaded, as {timestamp}-{random}.{w}x{h}.animated.{ext}, with no still variants, and the public
 * post shows it in a box of its size without srcset. In a post's text, the editor's image dialog
 * uploads the same way; an image that cannot be loaded shows the console's placeholder (allowed by
 * the Content-Security-Policy) while the markdown keeps its address. A deleted post's images stay
 * once the functions have removed what else it left (completeBlogDeletion): they are the daily sweep
 * of unused images' (tests/functions/imageSweep.test.ts), which reads every item and version once a
 * day instead of once per deletion.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { animatedGif, apngFromPng } from '../../domain/src/testFixtures';
import { EMULATOR_HOST, EMULATOR_PORTS, STORAGE_BUCKET } from '../../scripts/local-stack/ports.mjs';
import { uploadAsOwner } from '../../scripts/seed/seed.mjs';
import {
  blogBody,
  countStorageWrites,
  createStored,
  deleteStored,
  deleteStoredObject,
  leftoversOf,
  objectPathOf,
  openBlogEditor,
  pngImage,
  readStored,
  STORAGE_ORIGIN,
  signInAsAdmin,
  storedObject,
  storeLeftovers,
  toast,
  uniqueTag,
  uniqueTitle,
} from '../support/admin';
import { expect, test } from '../support/csp';
import { main } from '../support/page';

const FIVE_MB = 5 * 1024 * 1024;

/** Objects a test uploaded, removed after it. */
const uploaded: string[] = [];
test.afterEach(async () => {
  await Promise.all(uploaded.splice(0).map((objectPath) => deleteStoredObject(objectPath)));
});

const picker = (page: Page) => page.getByLabel('Featured Image', { exact: true });
const preview = (page: Page) => page.getByRole('img', { name: 'Featured Image preview' });

test.describe('featured image upload', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('refuses a non-image and an image over 5 MB with the messages, sending nothing to Storage', async ({ page }) => {
    const storageWrites = countStorageWrites(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();

    // The picker offers images only, but "All files" lets a user choose anything.
    await expect(picker(page)).toHaveAttribute('accept', /image\/jpeg/);
    await picker(page).setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await expect(toast(page, 'Invalid file type')).toContainText(
      'Please select an image file (JPG, PNG, WebP, or GIF)',
    );

    await picker(page).setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(FIVE_MB + 1) });
    await expect(toast(page, 'File too large')).toContainText('Image must be less than 5MB');

    await expect(preview(page)).toHaveCount(0);
    expect(storageWrites()).toBe(0);
  });

  test('refuses a damaged image and one of too many pixels, naming the file, sending nothing to Storage', async ({
    page,
  }) => {
    const storageWrites = countStorageWrites(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();

    // A real PNG cut short: its header is sound, the browser cannot decode the rest.
    await picker(page).setInputFiles({ name: 'broken.png', mimeType: 'image/png', buffer: pngImage().subarray(0, 60) });
    await expect(toast(page, 'Image cannot be read')).toContainText('broken.png is damaged or incomplete');

    // Its header says 30,000 × 30,000 pixels (3.6 GB decoded): refused from the header, never decoded.
    const bomb = Buffer.from(pngImage());
    bomb.writeUInt32BE(30_000, 16);
    bomb.writeUInt32BE(30_000, 20);
    await picker(page).setInputFiles({ name: 'bomb.png', mimeType: 'image/png', buffer: bomb });
    await expect(toast(page, 'Image too large in pixels')).toContainText('bomb.png is 30,000 × 30,000 pixels');

    await expect(preview(page)).toHaveCount(0);
    expect(storageWrites()).toBe(0);
  });

  test('refuses an animated GIF whose frames make more than 50 megapixels together, in a real browser, sending nothing to Storage', async ({
    page,
  }) => {
    const storageWrites = countStorageWrites(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    // 60 one-pixel frames on a 1000 × 1000 screen, a few hundred bytes: 60 megapixels to decode.
    const gif = Buffer.from(animatedGif(1000, 1000, 60));
    await picker(page).setInputFiles({ name: 'loop.gif', mimeType: 'image/gif', buffer: gif });
    await expect(toast(page, 'Image too large in pixels')).toContainText(
      'loop.gif is an animation of 60 frames of 1,000 × 1,000 pixels, 60 megapixels to decode.',
    );
    await expect(preview(page)).toHaveCount(0);
    expect(storageWrites()).toBe(0);
  });

  test('refuses an animated WebP or PNG (APNG) whose frames make more than 50 megapixels together, as a GIF, sending nothing to Storage', async ({
    page,
  }) => {
    const storageWrites = countStorageWrites(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    // A PNG's header (1000 × 1000 px) with 60 frame controls (APNG): 60 megapixels to decode, in 3 KB.
    const u32 = (n: number) => [n >>> 24, (n >>> 16) & 255, (n >>> 8) & 255, n & 255];
    const header = [...[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], ...u32(13), ...Buffer.from('IHDR')];
    const png = Uint8Array.from([...header, ...u32(1000), ...u32(1000), 8, 6, 0, 0, 0, ...u32(0)]);
    await picker(page).setInputFiles({
      name: 'loop.png',
      mimeType: 'image/png',
      buffer: Buffer.from(apngFromPng(png, 60)),
    });
    await expect(toast(page, 'Image too large in pixels')).toContainText(
      'loop.png is an animation of 60 frames of 1,000 × 1,000 pixels, 60 megapixels to decode.',
    );
    // An animated WebP's header (VP8X, ANIM) and 60 frames (ANMF) of its whole 1000 × 1000 px.
    const u24 = (n: number) => [n & 255, (n >>> 8) & 255, n >>> 16];
    const chunk = (code: string, data: number[]) => [...Buffer.from(code), ...u24(data.length), 0, ...data];
    const frame = chunk('ANMF', [...u24(0), ...u24(0), ...u24(999), ...u24(999), ...u24(100), 0]);
    const body = [
      ...Buffer.from('WEBP'),
      ...chunk('VP8X', [0x02, 0, 0, 0, ...u24(999), ...u24(999)]),
      ...chunk('ANIM', [255, 255, 255, 255, 0, 0]),
      ...Array.from({ length: 60 }, () => frame).flat(),
    ];
    const webp = Buffer.from([...Buffer.from('RIFF'), ...u24(body.length), 0, ...body]);
    await picker(page).setInputFiles({ name: 'loop.webp', mimeType: 'image/webp', buffer: webp });
    await expect(toast(page, 'Image too large in pixels').filter({ hasText: 'loop.webp' })).toContainText(
      'loop.webp is an animation of 60 frames of 1,000 × 1,000 pixels, 60 megapixels to decode.',
    );
    await expect(preview(page)).toHaveCount(0);
    expect(storageWrites()).toBe(0);
  });

  test('uploads a blog image with progress, stores it under blog-images/blogs/ with one-hour caching, previews and removes it', async ({
    page,
  }) => {
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    // Hold each upload request a moment, so the uploading state can be seen.
    await page.route(`${STORAGE_ORIGIN}/**`, async (route) => {
      if (route.request().method() === 'POST' || route.request().method() === 'PUT') {
        await new Promise((resolve) => setTimeout(resolve, 700));
      }
      await route.continue();
    });
    const image = pngImage();
    await picker(page).setInputFiles({ name: 'Team Photo.PNG', mimeType: 'image/png', buffer: image });

    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    await expect(page.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(page.getByText(/Uploading… \d+%/)).toBeVisible();

    await expect(toast(page, 'Image uploaded successfully')).toContainText('Success');
    await expect(preview(page)).toHaveAttribute(
      'src',
      /\/v0\/b\/[^/]+\/o\/blog-images%2Fblogs%2F\d{13}-[a-z0-9]{10}\.64x48\.png\?alt=media&token=/,
    );
    const src = (await preview(page).getAttribute('src')) ?? '';
    const objectPath = objectPathOf(src);
    // Never wider than the original: one WebP, 64 px wide.
    const variant = objectPath.replace(/\.png$/, '.w64.webp');
    uploaded.push(objectPath, variant);
    expect(await storedObject(variant)).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'public, max-age=3600',
    });
    await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

    expect(await storedObject(objectPath)).toMatchObject({
      contentType: 'image/png',
      cacheControl: 'public, max-age=3600',
      size: String(image.length),
    });
    await expect(page.getByRole('button', { name: 'Replace Image' })).toBeEnabled();

    await page.getByRole('button', { name: 'Remove image' }).click();
    await expect(preview(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });

  test('a case-study image goes to blog-images/case-studies/; its preview holds its box before it arrives', async ({
    page,
  }) => {
    await page.goto('/admin/case-studies/new');
    await expect(page.getByRole('heading', { name: 'Create New Case Study' })).toBeVisible();
    // The preview's download waits until the box has been measured.
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${STORAGE_ORIGIN}/**`, async (route) => {
      if (route.request().method() === 'GET' && route.request().resourceType() === 'image') await released;
      await route.continue();
    });
    await picker(page).setInputFiles({ name: 'chart.png', mimeType: 'image/png', buffer: pngImage(32, 24) });
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
    const src = (await preview(page).getAttribute('src')) ?? '';
    const objectPath = objectPathOf(src);
    uploaded.push(objectPath, objectPath.replace(/\.png$/, '.w32.webp'));
    expect(objectPath).toMatch(/^blog-images\/case-studies\/\d{13}-[a-z0-9]{10}\.32x24\.png$/);
    expect(await storedObject(objectPath)).toMatchObject({ contentType: 'image/png' });

    // Nothing below the preview moves when the image arrives: its box is the image's size already.
    expect(await preview(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(false);
    expect(await preview(page).boundingBox()).toMatchObject({ width: 32, height: 24 });
    release();
    await expect.poll(() => preview(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(32);
    expect(await preview(page).boundingBox()).toMatchObject({ width: 32, height: 24 });
  });

  test('an uploaded cover gets 480, 800 and 1200 px WebP variants that the public post serves through srcset', async ({
    page,
  }) => {
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    await picker(page).setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: pngImage(1200, 630) });
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
    const src = (await preview(page).getAttribute('src')) ?? '';
    const objectPath = objectPathOf(src);
    expect(objectPath).toMatch(/^blog-images\/blogs\/\d{13}-[a-z0-9]{10}\.1200x630\.png$/);
    const variants = [480, 800, 1200].map((width) => objectPath.replace(/\.png$/, `.w${width}.webp`));
    uploaded.push(objectPath, ...variants);
    // The alt text fields, English and Swedish, appear with the image.
    await expect(page.getByRole('textbox', { name: 'Image alt text', exact: true })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Image alt text (Swedish)' })).toHaveAttribute('lang', 'sv');

    // Published as the console would store it (the editor's save is tested in blog-admin.spec.ts).
    const title = `Responsive cover ${Date.now()}`;
    const id = await createStored(
      'blogs',
      blogBody(title, {
        image_url: src,
        image_alt: 'A red and green gradient',
        image_alt_sv: 'En röd och grön toning',
        is_published: true,
      }),
    );
    try {
      const response = await page.goto(`/blog/${blogBody(title).slug}`);
      expect(response?.status()).toBe(200);
      const cover = page.getByRole('img', { name: 'A red and green gradient' });
      await expect(cover).toHaveAttribute('fetchpriority', 'high');
      await expect(cover).toHaveAttribute('width', '1200');
      await expect(cover).toHaveAttribute('height', '630');
      const srcset = (await cover.getAttribute('srcset')) ?? '';
      const candidates = srcset.split(', ').map((candidate) => candidate.split(' '));
      expect(candidates.map(([url, width]) => [objectPathOf(url ?? ''), width])).toEqual(
        variants.map((variant, i) => [variant, `${[480, 800, 1200][i]}w`]),
      );
      for (const [url] of candidates) {
        const answer = await page.request.get(url ?? '');
        expect(answer.status()).toBe(200);
        expect(answer.headers()['content-type']).toBe('image/webp');
      }
      // The browser (a 1280 px wide window) picked a variant, not the PNG.
      await expect
        .poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc))
        .toMatch(/\.w\d+\.webp\?alt=media$/);
      // The share image stays the original.
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', src);
      // The Swedish page describes it in Swedish.
      await page.goto(`/sv/blog/${blogBody(title).slug}`);
      await expect(page.getByRole('img', { name: 'En röd och grön toning' })).toHaveAttribute('srcset', srcset);
    } finally {
      await deleteStored('blogs', [id]);
    }
  });
});

test.describe('an animation', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('an animated WebP is stored as uploaded, named with its size, without still variants; the public post shows it moving, in its box, with no srcset', async ({
    page,
  }) => {
    // A real animated WebP (sharp, libwebp): two differing frames of 320 × 180 px.
    const frames = Buffer.alloc(320 * 360 * 3, 0x33).fill(0xcc, 320 * 180 * 3);
    const webp = await sharp(frames, { raw: { width: 320, height: 360, channels: 3, pageHeight: 180 } })
      .webp({ loop: 0, delay: [100, 100] })
      .toBuffer();
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    await picker(page).setInputFiles({ name: 'Loop.webp', mimeType: 'image/webp', buffer: webp });
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible();

    const src = (await preview(page).getAttribute('src')) ?? '';
    const objectPath = objectPathOf(src);
    uploaded.push(objectPath);
    expect(objectPath).toMatch(/^blog-images\/blogs\/\d{13}-[a-z0-9]{10}\.320x180\.animated\.webp$/);
    expect(await storedObject(objectPath)).toMatchObject({ contentType: 'image/webp', size: String(webp.length) });
    // No still copy of its first frame, under either name a variant could have.
    const stem = objectPath.replace(/\.animated\.webp$/, '');
    for (const still of [`${stem}.w320.webp`, `${stem}.animated.w320.webp`])
      expect(await storedObject(still), still).toBeNull();
    // The console's preview keeps its box and shows the animation itself.
    await expect(preview(page)).toHaveAttribute('width', '320');
    await expect(preview(page)).toHaveAttribute('height', '180');
    await expect(preview(page)).not.toHaveAttribute('srcset');

    const title = `Animated cover ${Date.now()}`;
    const id = await createStored(
      'blogs',
      blogBody(title, {
        image_url: src,
        image_alt: 'A blinking chart',
        content: `Before.\n\n![A blinking diagram](${src})\n\nAfter.`,
        is_published: true,
      }),
    );
    try {
      const response = await page.goto(`/blog/${blogBody(title).slug}`);
      expect(response?.status()).toBe(200);
      const cover = page.getByRole('img', { name: 'A blinking chart' });
      await expect(cover).toHaveAttribute('src', src);
      await expect(cover).not.toHaveAttribute('srcset');
      // One preload, at high priority: it fetches the animation, never a still copy.
      const preloads = await page
        .locator('link[rel="preload"][as="image"]')
        .evaluateAll((links) =>
          links.map((link) => [
            link.getAttribute('href'),
            link.getAttribute('imagesrcset'),
            link.getAttribute('fetchpriority'),
          ]),
        );
      expect(preloads).toEqual([[src, null, 'high']]);
      const inline = page.getByRole('img', { name: 'A blinking diagram' });
      await expect(inline).toHaveAttribute('src', src);
      await expect(inline).not.toHaveAttribute('srcset');
      await expect(inline).toHaveAttribute('width', '320');
      await expect(inline).toHaveAttribute('height', '180');
      // The browser shows the uploaded file, the animation, not a copy.
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.currentSrc)).toBe(src);
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
    } finally {
      await deleteStored('blogs', [id]);
    }
  });
});

test.describe('images in a post’s text', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test('the editor’s image dialog refuses a non-image, uploads an image with its variants, and the published post’s inline <img> has srcset', async ({
    page,
  }) => {
    const storageWrites = countStorageWrites(page);
    await page.goto('/admin/blog/new');
    await expect(page.getByRole('heading', { name: 'Create New Blog' })).toBeVisible();
    const openDialog = async () => {
      await page.getByRole('button', { name: 'Insert image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insert an image' });
      await expect(dialog).toBeVisible();
      return dialog;
    };

    // A refused file: the cover's message, nothing sent, nothing inserted; the dialog stays to cancel.
    let dialog = await openDialog();
    await dialog.getByLabel('Upload an image (JPG, PNG, WebP or GIF, at most 5MB):').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not an image'),
    });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Invalid file type')).toContainText('Please select an image file');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    expect(storageWrites()).toBe(0);

    dialog = await openDialog();
    await dialog.getByLabel('Upload an image (JPG, PNG, WebP or GIF, at most 5MB):').setInputFiles({
      name: 'inline.png',
      mimeType: 'image/png',
      buffer: pngImage(1200, 630),
    });
    await dialog.getByRole('textbox', { name: 'Alt text:' }).fill('An inline chart');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'Image uploaded successfully')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    // The console's preview shows the stored image, as the public renderer does.
    const inPreview = page
      .getByRole('region', { name: 'Preview of Content' })
      .getByRole('img', { name: 'An inline chart' });
    await expect(inPreview).toBeVisible();
    const src = (await inPreview.getAttribute('src')) ?? '';
    const objectPath = objectPathOf(src);
    expect(objectPath).toMatch(/^blog-images\/blogs\/\d{13}-[a-z0-9]{10}\.1200x630\.png$/);
    const variants = [480, 800, 1200].map((width) => objectPath.replace(/\.png$/, `.w${width}.webp`));
    uploaded.push(objectPath, ...variants);
    // The editor shows the uploaded image itself (its address loads), not the placeholder.
    const inEditor = main(page).getByRole('textbox', { name: 'Content', exact: true }).getByRole('img', {
      name: 'An inline chart',
    });
    await expect(inEditor).toHaveAttribute('src', src);
    await expect.poll(() => inEditor.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(1200);
    for (const variant of variants) expect(await storedObject(variant)).toMatchObject({ contentType: 'image/webp' });

    // Published as the console would store it (the editor's save is tested in blog-admin.spec.ts).
    const title = `Inline image ${Date.now()}`;
    const id = await createStored(
      'blogs',
      blogBody(title, { content: `Before the chart.\n\n![An inline chart](${src})\n\nAfter.`, is_published: true }),
    );
    try {
      const response = await page.goto(`/blog/${blogBody(title).slug}`);
      expect(response?.status()).toBe(200);
      const inline = page.getByRole('img', { name: 'An inline chart' });
      await expect(inline).toBeVisible();
      const srcset = (await inline.getAttribute('srcset')) ?? '';
      expect(srcset.split(', ').map((candidate) => objectPathOf(candidate.split(' ')[0] ?? ''))).toEqual(variants);
    } finally {
      await deleteStored('blogs', [id]);
    }
  });

  test('an image that cannot be loaded shows the console’s placeholder under the CSP, and the post keeps its address', async ({
    page,
  }) => {
    const title = uniqueTitle('Broken image');
    // The e2e browser resolves no outside host: this address fails as a removed image would.
    const id = await createStored(
      'blogs',
      blogBody(title, { content: 'Before.\n\n![Diagram](https://missing.invalid/a.png)\n\nAfter.' }),
    );
    try {
      await openBlogEditor(page, title);
      const rich = main(page).getByRole('textbox', { name: 'Content', exact: true });
      const image = rich.getByRole('img', { name: 'Diagram' });
      // The placeholder is the admin remote's file, which img-src allows (MDXEditor's own is a
      // data: URI, which it refuses: the csp fixture would fail the test), and it is drawn.
      await expect(image).toHaveAttribute('src', /\/static\/media\/image-not-loaded\.[0-9a-f]{8}\.svg$/);
      await expect
        .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBeGreaterThan(0);

      // What the image dialog offers and what a save stores is the post's own address.
      await rich.getByRole('button', { name: 'Edit image' }).click();
      const dialog = page.getByRole('dialog', { name: 'Insert an image' });
      const address = dialog.getByRole('textbox', { name: 'Or add an image from a URL:' });
      await expect(address).toHaveValue('https://missing.invalid/a.png');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await main(page).getByRole('button', { name: 'Save Blog' }).click();
      await expect(toast(page, 'Blog updated successfully')).toBeVisible();
      const stored = await readStored('blogs', id);
      expect(stored?.content).toBe('Before.\n\n![Diagram](https://missing.invalid/a.png)\n\nAfter.');
    } finally {
      await deleteStored('blogs', [id]);
    }
  });

  test('an image on its way holds a box saying it is loading, then shows the image', async ({ page }) => {
    const title = uniqueTitle('Slow image');
    const address = `${STORAGE_ORIGIN}/v0/b/e2e-slow/o/chart.png?alt=media`;
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`${STORAGE_ORIGIN}/v0/b/e2e-slow/**`, async (route) => {
      await released;
      await route.fulfill({ contentType: 'image/png', body: pngImage(40, 30) });
    });
    const id = await createStored('blogs', blogBody(title, { content: `Before.\n\n![Chart](${address})\n\nAfter.` }));
    try {
      await openBlogEditor(page, title);
      const rich = main(page).getByRole('textbox', { name: 'Content', exact: true });
      // MDXEditor draws the image only once its preview has loaded (imagePreview.ts); its node holds the box.
      const waiting = rich.locator('.admin-markdown-image:empty');
      await expect(waiting).toBeVisible();
      expect((await waiting.boundingBox())?.height).toBeGreaterThanOrEqual(100);
      expect(await waiting.evaluate((node) => getComputedStyle(node, '::after').content)).toBe('"Loading image…"');
      release();
      const image = rich.getByRole('img', { name: 'Chart' });
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(40);
      await expect(waiting).toHaveCount(0);
    } finally {
      await deleteStored('blogs', [id]);
    }
  });

  test('after an image’s address is changed, its dialog offers the new address, and saving the alt text keeps it', async ({
    page,
  }) => {
    const title = uniqueTitle('Image address');
    const id = await createStored('blogs', blogBody(title, { content: '![Diagram](https://missing.invalid/a.png)' }));
    try {
      await openBlogEditor(page, title);
      const rich = main(page).getByRole('textbox', { name: 'Content', exact: true });
      const dialog = page.getByRole('dialog', { name: 'Insert an image' });
      const address = dialog.getByRole('textbox', { name: 'Or add an image from a URL:' });
      await rich.getByRole('button', { name: 'Edit image' }).click();
      await address.fill('https://missing.invalid/b.png');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);

      // MDXEditor would offer the address the image was first shown with (a.png) again.
      await rich.getByRole('button', { name: 'Edit image' }).click();
      await expect(address).toHaveValue('https://missing.invalid/b.png');
      await dialog.getByRole('textbox', { name: 'Alt text:' }).fill('Flow diagram');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(rich.getByRole('img', { name: 'Flow diagram' })).toHaveAttribute('src', /image-not-loaded/);
      await main(page).getByRole('button', { name: 'Save Blog' }).click();
      await expect(toast(page, 'Blog updated successfully')).toBeVisible();
      expect((await readStored('blogs', id))?.content).toBe('![Flow diagram](https://missing.invalid/b.png)');
    } finally {
      await deleteStored('blogs', [id]);
    }
  });
});

test.describe("a deleted post's images", () => {
  test('stay stored after the functions remove what else it left: the daily sweep takes them', async () => {
    const tag = uniqueTag();
    const stem = `blog-images/blogs/${Date.now()}-${tag}`;
    uploaded.push(`${stem}-cover.png`);
    const coverUrl = await uploadAsOwner({
      storageHost: `${EMULATOR_HOST}:${EMULATOR_PORTS.storage}`,
      bucket: STORAGE_BUCKET,
      objectPath: `${stem}-cover.png`,
      bytes: pngImage(),
      contentType: 'image/png',
    });
    const fields = blogBody(`E2E gone ${tag}`, { image_url: coverUrl });
    const gone = await createStored('blogs', fields);
    await storeLeftovers('blogs', gone, fields);
    await deleteStored('blogs', [gone]);
    await expect.poll(() => leftoversOf('blogs', gone), { timeout: 30_000 }).toEqual({ revisions: 0, sources: false });
    // The trigger used to delete the images right after (reading every item and version): give it time to.
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    expect(await storedObject(`${stem}-cover.png`)).not.toBeNull();
    expect((await fetch(coverUrl)).status).toBe(200);
  });
});
