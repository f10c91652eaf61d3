import type { ImageFolder } from '@app/domain';
import { animatedGif, apngFromPng } from '@app/domain/testing';
import { useToasts } from '@app/platform';
import { dropFocusOfDisabled } from '@app/shared-ui/testing';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { animatedWebp, decodeEveryImage, pngHeader } from '../../test/images';
import { renderAdmin } from '../../test/render';
import { ImageField } from './ImageField';

const uploadImage =
  vi.fn<(file: File, folder: ImageFolder, onProgress: (percent: number) => void) => Promise<string>>();
vi.mock('../../data/images', () => ({
  uploadImage: (file: File, folder: ImageFolder, onProgress: (percent: number) => void) =>
    uploadImage(file, folder, onProgress),
}));

const STORED_URL = 'http://127.0.0.1:9199/v0/b/bucket/o/blog-images%2Fblogs%2F1-abc.png?alt=media&token=t';

/** The field inside a form that keeps its value, as the editors do. */
function Harness({ initial = '', onChange = () => {} }: { initial?: string; onChange?: (url: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <ImageField
      label="Featured Image"
      folder="case-studies"
      value={value}
      onChange={(url) => {
        onChange(url);
        setValue(url);
      }}
    />
  );
}

/** A JPEG's start and frame header (SOF0) for 1600 × 900 px. */
const JPEG_HEADER = [0xff, 0xd8, 0xff, 0xc0, 0, 11, 8, 0x03, 0x84, 0x06, 0x40, 1, 1, 0x11, 0];

/** The first bytes of a real file of each type (the field reads them before sending anything). */
const SIGNATURES: Record<string, number[]> = {
  'image/png': pngHeader(1600, 900),
  'image/jpeg': JPEG_HEADER,
  'image/jpg': JPEG_HEADER,
};

function imageFile(size = 1024, type = 'image/png', name = 'photo.png', bytes = SIGNATURES[type]): File {
  const file = new File([new Uint8Array(bytes ?? [0x78])], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

/** An upload that waits to be told: `progress(percent)` reports, `finish(url)` ends it. */
function heldUpload() {
  let report: (percent: number) => void = () => {};
  let end: (url: string) => void = () => {};
  uploadImage.mockImplementation(
    (_file, _folder, onProgress) =>
      new Promise<string>((resolve) => {
        report = onProgress;
        end = resolve;
      }),
  );
  return { progress: (percent: number) => report(percent), finish: (url: string) => end(url) };
}

const picker = () => screen.getByLabelText('Featured Image') as HTMLInputElement;
const toasts = () => useToasts.getState().toasts.map(({ kind, title, description }) => ({ kind, title, description }));

describe('ImageField', () => {
  beforeEach(() => {
    uploadImage.mockReset();
    useToasts.setState({ toasts: [] });
    decodeEveryImage();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers a labelled upload button backed by a file picker for jpeg, jpg, png, webp and gif', async () => {
    await renderAdmin(<Harness />);
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toHaveAccessibleDescription('Featured Image');
    expect(picker()).toHaveAttribute('type', 'file');
    const accepted = picker().accept.split(',');
    expect(accepted).toEqual(
      expect.arrayContaining(['image/jpeg', 'image/jpg', 'image/png', 'image/webp', 'image/gif']),
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('refuses a non-image before sending anything', async () => {
    await renderAdmin(<Harness />);
    // userEvent.upload honours `accept`; a user can still pick "all files", so bypass it.
    await userEvent.upload(picker(), imageFile(100, 'application/pdf', 'cv.pdf'), { applyAccept: false });
    expect(uploadImage).not.toHaveBeenCalled();
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Invalid file type',
        description: 'Please select an image file (JPG, PNG, WebP, or GIF)',
      },
    ]);
  });

  it('refuses a file whose bytes are not the image its type claims, before sending anything', async () => {
    await renderAdmin(<Harness />);
    const page = new File(['<html><script>alert(1)</script></html>'], 'photo.png', { type: 'image/png' });
    await userEvent.upload(picker(), page);
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Not an image',
          description: 'This file is not a JPG, PNG, WebP or GIF image, whatever its name says. Choose another.',
        },
      ]),
    );
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('refuses an image of more pixels than a page can decode (a decompression bomb), naming it, before decoding or sending it', async () => {
    const decode = vi.fn(async () => ({ width: 30_000, height: 30_000, close: () => {} }));
    vi.stubGlobal('createImageBitmap', decode);
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />);
    // 30,000 × 30,000 px in a file of a few kilobytes: 3.6 GB once decoded.
    await userEvent.upload(picker(), imageFile(4096, 'image/png', 'bomb.png', pngHeader(30_000, 30_000)));
    await waitFor(() =>
      expect(toasts()).toEqual([
        {
          kind: 'error',
          title: 'Image too large in pixels',
          description:
            'bomb.png is 30,000 × 30,000 pixels. An image may have at most 16,384 pixels on a side and 50 megapixels in all: scale it down and try again.',
        },
      ]),
    );
    expect(decode).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).toHaveAttribute('src', STORED_URL);
  });

  it('refuses an animated GIF whose frames make too many pixels together, saying so, before decoding or sending it', async () => {
    const decode = vi.fn(async () => ({ width: 1000, height: 1000, close: () => {} }));
    vi.stubGlobal('createImageBitmap', decode);
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />);
    // Each frame is a sane 1000 × 1000 px; 60 of them are 60 megapixels to decode, in a file of a few hundred bytes.
    await userEvent.upload(picker(), imageFile(2048, 'image/gif', 'loop.gif', animatedGif(1000, 1000, 60)));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Image too large in pixels',
        description:
          'loop.gif is an animation of 60 frames of 1,000 × 1,000 pixels, 60 megapixels to decode. An image may have at most 50 megapixels in all, its frames together: shorten it or scale it down and try again.',
      },
    ]);
    expect(decode).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses an animated WebP or PNG (APNG) whose frames make too many pixels together, as a GIF, in both languages', async () => {
    const decode = vi.fn(async () => ({ width: 1000, height: 1000, close: () => {} }));
    vi.stubGlobal('createImageBitmap', decode);
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />);
    const input = picker();
    await userEvent.upload(input, imageFile(2048, 'image/webp', 'loop.webp', animatedWebp(1000, 1000, 60)));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(input).toBeEnabled());
    // The PNG's header and 60 frame controls, each of the whole 1000 × 1000 px image.
    const apng = [...apngFromPng(Uint8Array.from(pngHeader(1000, 1000)), 60)];
    await userEvent.upload(input, imageFile(2048, 'image/png', 'loop.png', apng));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts().map(({ description }) => description)).toEqual(
      ['loop.webp', 'loop.png'].map(
        (name) =>
          `${name} is an animation of 60 frames of 1,000 × 1,000 pixels, 60 megapixels to decode. An image may have at most 50 megapixels in all, its frames together: shorten it or scale it down and try again.`,
      ),
    );
    expect(decode).not.toHaveBeenCalled();
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    cleanup();
    useToasts.setState({ toasts: [] });
    await renderAdmin(<Harness initial={STORED_URL} />, { language: 'sv' });
    await userEvent.upload(picker(), imageFile(2048, 'image/webp', 'slinga.webp', animatedWebp(1000, 1000, 51)));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe(
      'slinga.webp är en animering med 51 bildrutor på 1\u00a0000 × 1\u00a0000 pixlar, 51 megapixlar att avkoda. En bild får ha högst 50 megapixlar totalt, alla bildrutor tillsammans: korta den eller skala ner den och försök igen.',
    );
    expect(uploadImage).not.toHaveBeenCalled();
  });

  it('speaks of an animation too long in Swedish, and lets one of 50 megapixels in all through', async () => {
    uploadImage.mockResolvedValue(STORED_URL);
    const onChange = vi.fn();
    await renderAdmin(<Harness onChange={onChange} />, { language: 'sv' });
    const input = picker();
    await userEvent.upload(input, imageFile(2048, 'image/gif', 'slinga.gif', animatedGif(1000, 1000, 51)));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      kind: 'error',
      title: 'Bilden har för många pixlar',
      description:
        'slinga.gif är en animering med 51 bildrutor på 1\u00a0000 × 1\u00a0000 pixlar, 51 megapixlar att avkoda. En bild får ha högst 50 megapixlar totalt, alla bildrutor tillsammans: korta den eller skala ner den och försök igen.',
    });
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, imageFile(2048, 'image/gif', 'kort.gif', animatedGif(1000, 1000, 50)));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(STORED_URL));
    expect(uploadImage).toHaveBeenCalledOnce();
  });

  it('refuses a damaged image the browser cannot decode, or one with no readable header, naming it, in Swedish too', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => {
        throw new DOMException('The source image could not be decoded.', 'InvalidStateError');
      }),
    );
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />, { language: 'sv' });
    const input = picker();
    // A sound header followed by damaged image data, then a PNG signature and nothing after it.
    await userEvent.upload(input, imageFile(2048, 'image/png', 'trasig.png'));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, imageFile(2048, 'image/png', 'kort.png', pngHeader(10, 10).slice(0, 12)));
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Bilden går inte att läsa',
        description:
          'trasig.png är skadad eller ofullständig, så webbläsare kan inte visa den. Inget laddades upp: välj en annan fil.',
      },
      {
        kind: 'error',
        title: 'Bilden går inte att läsa',
        description:
          'kort.png är skadad eller ofullständig, så webbläsare kan inte visa den. Inget laddades upp: välj en annan fil.',
      },
    ]);
    expect(uploadImage).not.toHaveBeenCalled();
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Förhandsvisning av Featured Image' })).toHaveAttribute('src', STORED_URL);
  });

  it('refuses an image over 5 MB before sending anything', async () => {
    await renderAdmin(<Harness />);
    await userEvent.upload(picker(), imageFile(5 * 1024 * 1024 + 1));
    expect(uploadImage).not.toHaveBeenCalled();
    expect(toasts()).toEqual([{ kind: 'error', title: 'File too large', description: 'Image must be less than 5MB' }]);
  });

  it('is disabled and shows the percentage while uploading, then previews the image and reports its URL', async () => {
    const { progress, finish } = heldUpload();
    const onChange = vi.fn();
    await renderAdmin(<Harness onChange={onChange} />);
    const file = imageFile(5 * 1024 * 1024);
    await userEvent.upload(picker(), file);

    // The file's first bytes are read (its signature) before the upload starts.
    await waitFor(() => expect(uploadImage).toHaveBeenCalledWith(file, 'case-studies', expect.any(Function)));
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeDisabled();
    expect(picker()).toBeDisabled();
    act(() => progress(42));
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('aria-valuenow', '42');
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();

    await act(async () => finish(STORED_URL));
    expect(onChange).toHaveBeenCalledWith(STORED_URL);
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).toHaveAttribute('src', STORED_URL);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace Image' })).toBeEnabled();
    expect(toasts()).toEqual([{ kind: 'success', title: 'Success', description: 'Image uploaded successfully' }]);
  });

  it('gives the focus back to its button once the upload ends, not to the page', async () => {
    let finish: (url: string) => void = () => {};
    uploadImage.mockImplementation(() => new Promise<string>((resolve) => (finish = resolve)));
    await renderAdmin(<Harness />);
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Upload Image' });
    act(() => button.focus());
    await userEvent.upload(picker(), imageFile());
    await waitFor(() => expect(uploadImage).toHaveBeenCalled());
    expect(button).toBeDisabled();
    dropFocusOfDisabled(button);
    expect(document.body).toHaveFocus();
    await act(async () => finish(STORED_URL));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace Image' })).toHaveFocus());
  });

  it('says once, in a live region already on the page, that the image is uploading, not every percent', async () => {
    const { progress, finish } = heldUpload();
    await renderAdmin(<Harness />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    await userEvent.upload(picker(), imageFile());
    await waitFor(() => expect(uploadImage).toHaveBeenCalled());
    expect(status).toHaveTextContent('Uploading the image…');
    act(() => progress(42));
    // The percentage is shown (and the progress bar has it), not read out at every step.
    expect(screen.getByText('Uploading… 42%')).toBeInTheDocument();
    expect(status).toHaveTextContent(/^Uploading the image…$/);
    await act(async () => finish(STORED_URL));
    expect(status).toBeInTheDocument();
    expect(status).toBeEmptyDOMElement();
  });

  it('says it is uploading in Swedish', async () => {
    uploadImage.mockImplementation(() => new Promise<string>(() => {}));
    await renderAdmin(<Harness />, { language: 'sv' });
    await userEvent.upload(screen.getByLabelText('Featured Image'), imageFile());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Laddar upp bilden…'));
  });

  it('reports a failed upload with its message, or a general one, and keeps the previous image', async () => {
    uploadImage.mockRejectedValueOnce(new Error('Firebase Storage: User does not have permission.'));
    uploadImage.mockRejectedValueOnce('network down');
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />);

    await userEvent.upload(picker(), imageFile());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Replace Image' })).toBeEnabled());
    await userEvent.upload(picker(), imageFile());
    await waitFor(() => expect(toasts()).toHaveLength(2));

    expect(toasts()).toEqual([
      { kind: 'error', title: 'Upload failed', description: 'Firebase Storage: User does not have permission.' },
      { kind: 'error', title: 'Upload failed', description: 'Failed to upload image' },
    ]);
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).toHaveAttribute('src', STORED_URL);
  });

  it("says a refused or unreachable upload in the console's language, not Storage's English", async () => {
    uploadImage.mockRejectedValueOnce(
      new FirebaseError(
        'storage/unauthorized',
        'Firebase Storage: User does not have permission to access blogs/x.png.',
      ),
    );
    uploadImage.mockRejectedValueOnce(
      new FirebaseError('storage/retry-limit-exceeded', 'Firebase Storage: Max retry time for operation exceeded.'),
    );
    await renderAdmin(<Harness />, { language: 'sv' });
    const input = picker();
    await userEvent.upload(input, imageFile());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    await waitFor(() => expect(input).toBeEnabled());
    await userEvent.upload(input, imageFile());
    await waitFor(() => expect(toasts()).toHaveLength(2));
    expect(toasts()).toEqual([
      {
        kind: 'error',
        title: 'Uppladdningen misslyckades',
        description: 'Det här kontot får inte ladda upp bilder, eller så nekades filen. Inget sparades.',
      },
      {
        kind: 'error',
        title: 'Uppladdningen misslyckades',
        description: 'Bildlagringen gick inte att nå: kontrollera anslutningen och försök igen.',
      },
    ]);
  });

  it('puts the focus on Upload Image once Remove has taken the image, and itself, away', async () => {
    await renderAdmin(<Harness initial={STORED_URL} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(screen.queryByRole('button', { name: 'Remove image' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toHaveFocus();
  });

  it('removes the image: the preview goes and the value becomes empty', async () => {
    const onChange = vi.fn();
    await renderAdmin(<Harness initial={STORED_URL} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenCalledWith('');
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Image' })).toBeEnabled();
  });

  it('previews an image of ours in a box of its size, at most 240 px tall, from its narrowest copy that fills it', async () => {
    const sized =
      'https://firebasestorage.googleapis.com/v0/b/bucket/o/blog-images%2Fblogs%2F1-abc.1600x900.png?alt=media&token=t';
    await renderAdmin(<Harness initial={sized} />);
    const preview = screen.getByRole('img', { name: 'Featured Image preview' });
    // 240 px tall at 16:9 is 427 px wide; the browser reserves that box before the file arrives.
    expect(preview).toHaveAttribute('width', '1600');
    expect(preview).toHaveAttribute('height', '900');
    expect(preview).toHaveAttribute('sizes', '427px');
    expect(
      preview
        .getAttribute('srcset')
        ?.split(', ')
        .map((entry) => entry.replace(/^.*%2F/, '')),
    ).toEqual([
      '1-abc.1600x900.w480.webp?alt=media 480w',
      '1-abc.1600x900.w800.webp?alt=media 800w',
      '1-abc.1600x900.w1200.webp?alt=media 1200w',
    ]);
    // An animation of ours names its size but has no still copies: its box, and the animation itself.
    cleanup();
    const animation =
      'https://firebasestorage.googleapis.com/v0/b/bucket/o/blog-images%2Fblogs%2F1-abc.480x270.animated.webp?alt=media&token=t';
    await renderAdmin(<Harness initial={animation} />);
    const moving = screen.getByRole('img', { name: 'Featured Image preview' });
    expect(moving).toHaveAttribute('src', animation);
    expect(moving).toHaveAttribute('width', '480');
    expect(moving).toHaveAttribute('height', '270');
    expect(moving).not.toHaveAttribute('srcset');
    expect(moving).not.toHaveAttribute('sizes');
    // One without its size in its name (an older upload) is shown as before: no box reserved.
    cleanup();
    await renderAdmin(<Harness initial={STORED_URL} />);
    expect(screen.getByRole('img', { name: 'Featured Image preview' })).not.toHaveAttribute('width');
  });

  it('opens the picker from the keyboard', async () => {
    await renderAdmin(<Harness />);
    const click = vi.spyOn(picker(), 'click');
    screen.getByRole('button', { name: 'Upload Image' }).focus();
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('speaks Swedish', async () => {
    await renderAdmin(<Harness initial={STORED_URL} />, { language: 'sv' });
    expect(screen.getByRole('button', { name: 'Byt bild' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ta bort bild' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Förhandsvisning av Featured Image' })).toBeInTheDocument();
  });

  it('is fully disabled when the form is', async () => {
    await renderAdmin(
      <ImageField label="Featured Image" folder="blogs" value={STORED_URL} onChange={() => {}} disabled />,
    );
    expect(screen.getByRole('button', { name: 'Replace Image' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Remove image' })).toBeDisabled();
    expect(picker()).toBeDisabled();
  });
});
