import { IMAGE_ACCEPT } from '@app/domain';
import { Box, Button, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from '@app/shared-ui/mui-admin';
import {
  $isImageNode,
  activeEditor$,
  closeImageDialog$,
  imageDialogState$,
  lexical,
  saveImage$,
  useCellValue,
  usePublisher,
} from '@mdxeditor/editor';
import { createContext, type FormEvent, useContext, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The address an edited image's node holds now. With a preview handler (./imagePreview.ts)
 * MDXEditor opens the edit dialog with the address the image had when it was first shown
 * (`initialImagePath`, never updated): after its address was changed once, the dialog would offer
 * the old one, and saving the alt text would put it back. The node, in the editor that saveImage$
 * writes to (the active one), knows the current address. Read with the lexical MDXEditor exports:
 * a copy of the console's own would not see MDXEditor's editor state.
 */
function currentImageSrc(editor: lexical.LexicalEditor | null, nodeKey: string): string | undefined {
  return editor?.getEditorState().read(() => {
    const node = lexical.$getNodeByKey(nodeKey);
    return $isImageNode(node) ? node.getSrc() : undefined;
  });
}

/**
 * Uploads a file chosen in the dialog, reporting the percentage sent: the stored image's address,
 * or null once its toast has said why not (./MarkdownEditor.tsx gives it, with the page's folder).
 */
export type DialogUpload = (file: File, onProgress: (percent: number) => void) => Promise<string | null>;
export const DialogUploadContext = createContext<DialogUpload | null>(null);

/**
 * The markdown editor's image dialog (imagePlugin's `ImageDialog`), in the console's own MUI
 * dialog: MDXEditor's built-in one is a Radix dialog whose scroll lock writes a `<style>` the
 * admin's Content-Security-Policy refuses, and whose labels point at no input. Upload a file (the
 * editor's upload handler checks it and makes its variants) or give an address, with alt text and
 * a title; saving hands them to MDXEditor, which inserts or updates the image.
 */
export function ImageInsertDialog() {
  const { t } = useTranslation('admin');
  const state = useCellValue(imageDialogState$);
  // Read when the dialog opens; a focus change later must not reset what is being typed.
  const editor = useRef<lexical.LexicalEditor | null>(null);
  editor.current = useCellValue(activeEditor$);
  const saveImage = usePublisher(saveImage$);
  const close = usePublisher(closeImageDialog$);
  const titleId = useId();
  const fileId = useId();
  const [files, setFiles] = useState<FileList | null>(null);
  const [src, setSrc] = useState('');
  const [altText, setAltText] = useState('');
  const [title, setTitle] = useState('');
  const upload = useContext(DialogUploadContext);
  /** The percentage of the file chosen sent so far, while it uploads; null otherwise. */
  const [percent, setPercent] = useState<number | null>(null);
  /** Set at once, where `percent` is only seen at the next render: a second Save sends nothing. */
  const uploading = useRef(false);
  /** The dialog's state now, for an upload ending after the dialog was cancelled or reopened. */
  const current = useRef(state);
  current.current = state;

  // A fresh form each time the dialog opens, with the image's values when one is being edited.
  useEffect(() => {
    const initial = state.type === 'editing' ? state.initialValues : {};
    const current = state.type === 'editing' ? currentImageSrc(editor.current, state.nodeKey) : undefined;
    setFiles(null);
    setSrc(current ?? initial.src ?? '');
    setAltText(initial.altText ?? '');
    setTitle(initial.title ?? '');
  }, [state]);

  if (state.type === 'inactive') return null;
  const hasFile = files !== null && files.length > 0;

  /**
   * A file is uploaded here, not by MDXEditor (which uploads again at each Save, and inserts the
   * image even when the dialog was cancelled meanwhile): Save is disabled, with the percentage
   * sent, until it is stored; a refused or failed upload leaves the dialog open for another try.
   */
  async function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const file = hasFile ? files?.item(0) : null;
    if (!file || !upload) {
      saveImage({ ...(hasFile ? { file: files ?? undefined } : { src: src.trim() }), altText, title });
      return;
    }
    if (uploading.current) return;
    uploading.current = true;
    const opened = state;
    setPercent(0);
    try {
      const url = await upload(file, setPercent);
      if (url !== null && current.current === opened) saveImage({ src: url, altText, title });
    } finally {
      uploading.current = false;
      setPercent(null);
    }
  }

  return (
    <Dialog open onClose={() => close()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id={titleId}>{t('mdx.uploadImage.dialogTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
              <Typography component="label" htmlFor={fileId} variant="body2">
                {t('mdx.uploadImage.uploadInstructions')}
              </Typography>
              <input
                id={fileId}
                type="file"
                // The cover's list (ImageField): storage.rules' types, image/jpg, and their extensions, for a
                // system whose picker filters by name.
                accept={IMAGE_ACCEPT}
                onChange={(event) => setFiles(event.target.files)}
              />
            </Stack>
            <TextField
              label={t('mdx.uploadImage.addViaUrlInstructions')}
              placeholder={t('mdx.uploadImage.autoCompletePlaceholder')}
              value={src}
              disabled={hasFile}
              onChange={(event) => setSrc(event.target.value)}
            />
            <TextField
              label={t('mdx.uploadImage.alt')}
              value={altText}
              onChange={(event) => setAltText(event.target.value)}
            />
            <TextField
              label={t('mdx.uploadImage.title')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close()}>{t('mdx.dialogControls.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={(!hasFile && !src.trim()) || percent !== null}>
            {percent === null ? t('mdx.dialogControls.save') : t('image.uploading', { percent })}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
