import { IMAGE_ACCEPT, type ImageFolder, responsiveImage } from '@app/domain';
import { CloudUpload, Delete } from '@app/shared-ui/icons-admin';
import { Box, Button, CircularProgress, Stack, Typography, visuallyHidden } from '@app/shared-ui/mui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFocusBackWhenDone } from '../focus/useFocusBackWhenDone';
import { uploadImageFile } from './uploadImageFile';

export interface ImageFieldProps {
  label: string;
  folder: ImageFolder;
  /** The stored image's public URL; '' when there is none. */
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
  /** Told when an upload starts (true) and when it has ended, however it ended (false). */
  onUploading?: (uploading: boolean) => void;
}

/**
 * A featured-image control: pick a file, upload it, see it. The file is checked (image type, at
 * most 5 MB, its bytes an image of that type of a sane pixel size that the browser decodes,
 * ./uploadImageFile.ts) before any byte is sent; while it uploads the control is disabled and shows the
 * percentage sent; afterwards, or when the record already has an image, it shows a preview and
 * a Remove button that clears the value (the stored file stays: a saved record may still point
 * at it until the form is saved).
 */
export function ImageField({ label, folder, value, onChange, disabled = false, onUploading }: ImageFieldProps) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const uploading = percent !== null;
  const inactive = disabled || uploading;
  // Disabled while the file uploads: it takes back the focus it had once the upload ends.
  const chooseButton = useFocusBackWhenDone(uploading);

  async function onFileChosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a failure) still reports a change.
    event.target.value = '';
    if (!file) return;
    setPercent(0);
    onUploading?.(true);
    try {
      const url = await uploadImageFile(file, folder, t, setPercent);
      if (url !== null) onChange(url);
    } finally {
      setPercent(null);
      onUploading?.(false);
      chooseButton.focusBack();
    }
  }

  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography id={labelId} component="label" htmlFor={inputId} variant="subtitle2">
        {label}
      </Typography>
      {value ? <ImagePreview url={value} alt={t('image.previewAlt', { label })} /> : null}
      <input
        ref={inputRef}
        id={inputId}
        type="file"
        accept={IMAGE_ACCEPT}
        tabIndex={-1}
        disabled={inactive}
        onChange={onFileChosen}
        style={visuallyHidden}
      />
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button
          ref={chooseButton.ref}
          variant="outlined"
          startIcon={uploading ? null : <CloudUpload />}
          disabled={inactive}
          aria-describedby={labelId}
          onClick={() => inputRef.current?.click()}
        >
          {value ? t('image.replace') : t('image.choose')}
        </Button>
        {value ? (
          <Button
            color="error"
            startIcon={<Delete />}
            disabled={inactive}
            onClick={() => {
              onChange('');
              // The button goes with the image: the focus goes to Upload Image, beside it, not to the page.
              chooseButton.ref.current?.focus();
            }}
          >
            {t('image.remove')}
          </Button>
        ) : null}
        {uploading ? (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <CircularProgress variant="determinate" value={percent} size={24} aria-label={t('image.progressLabel')} />
            <Typography variant="body2">{t('image.uploading', { percent })}</Typography>
          </Stack>
        ) : (
          <Typography variant="body2" color="textSecondary">
            {t('image.hint')}
          </Typography>
        )}
      </Stack>
      {/* On the page before the upload starts (a live region added with its text is often not read),
          and saying it once: the percentage, changing many times a second, was read out at every step.
          How it ended is a toast. */}
      <Box role="status" sx={visuallyHidden}>
        {uploading ? t('image.uploadingStatus') : null}
      </Box>
    </Stack>
  );
}

/** The tallest a preview is shown. */
const PREVIEW_MAX_HEIGHT = 240;

/**
 * The stored image, at most 240 px tall and never larger than it is. An image of ours names its
 * size (imageVariants.ts): its box is reserved before it arrives, so the editor's buttons below do
 * not move under a click, and the narrowest copy that fills the box is fetched (an animation, which
 * has no copies, is fetched itself).
 */
function ImagePreview({ url, alt }: { url: string; alt: string }) {
  const sized = responsiveImage(url);
  if (!sized) {
    return (
      <Box
        component="img"
        src={url}
        alt={alt}
        sx={{
          display: 'block',
          maxWidth: '100%',
          maxHeight: PREVIEW_MAX_HEIGHT,
          borderRadius: 1,
          objectFit: 'contain',
        }}
      />
    );
  }
  const width = Math.round(Math.min(sized.width, (PREVIEW_MAX_HEIGHT * sized.width) / sized.height));
  return (
    <Box
      component="img"
      srcSet={sized.srcSet}
      sizes={sized.srcSet ? `${width}px` : undefined}
      src={url}
      alt={alt}
      width={sized.width}
      height={sized.height}
      sx={{
        display: 'block',
        width,
        maxWidth: '100%',
        height: 'auto',
        aspectRatio: `${sized.width} / ${sized.height}`,
        borderRadius: 1,
      }}
    />
  );
}
