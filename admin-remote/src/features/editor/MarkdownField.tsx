import type { ImageFolder } from '@app/domain';
import { Markdown } from '@app/shared-ui/markdown';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { ToggleButton, ToggleButtonGroup, toggleButtonGroupClasses } from '@app/shared-ui/mui-admin';
import { Component, lazy, type ReactNode, Suspense, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './ConfirmDialog';
import { EDITOR_IMAGE_CLASS } from './imagePreview';

const loadMarkdownEditor = () => import('./MarkdownEditor');
const MarkdownEditor = lazy(loadMarkdownEditor);

/** The bundler's error for a chunk (script or stylesheet) it could not fetch. */
function isChunkFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || ('code' in error && error.code === 'CSS_CHUNK_LOAD_FAILED');
}

/**
 * The rich editor's chunk could not be fetched while offline: the field falls back to its source
 * view (onOffline) and the rest of the form, with what was typed, stays. Online, a missing chunk most
 * likely means a deploy replaced the code, and anything else is a broken page: both go on to the
 * shell's boundary (which reloads for new code, or says the part could not be loaded).
 */
class EditorLoadBoundary extends Component<
  { onOffline: () => void; children: ReactNode },
  { error: unknown; offline: boolean }
> {
  override state: { error: unknown; offline: boolean } = { error: null, offline: false };

  // Decided when the chunk fails: back online, the field waits for Try again (rendering again then
  // must not hand the old failure to the shell, which would reload the page and lose the form).
  static getDerivedStateFromError(error: unknown) {
    return { error, offline: isChunkFailure(error) && !navigator.onLine };
  }

  override componentDidCatch() {
    if (this.state.offline) this.props.onOffline();
  }

  override render() {
    const { error, offline } = this.state;
    if (error === null) return this.props.children;
    if (offline) return null;
    throw error;
  }
}

/**
 * A button group wraps on a narrow screen (a large text size, the longer Swedish labels) rather than
 * pushing the page sideways; each button keeps its left border, which MUI's group leaves to the
 * button before it, so a wrapped row still starts with one.
 */
const wrapSx = {
  flexWrap: 'wrap',
  rowGap: 0.5,
  [`& .${toggleButtonGroupClasses.middleButton}, & .${toggleButtonGroupClasses.lastButton}`]: {
    borderLeftColor: 'divider',
  },
} as const;

export type MarkdownViewMode = 'editor' | 'preview' | 'both';

/** How the editing pane shows the markdown: formatted (MDXEditor) or as its raw source. */
export type MarkdownEditing = 'rich' | 'source';

export interface MarkdownFieldProps {
  /** The stored field's name (`data-field`): a refused save finds the field by it. */
  name: string;
  label: string;
  /** The language of the text (its editor and preview, not the console's labels around them). */
  lang?: 'en' | 'sv' | undefined;
  value: string;
  onChange: (markdown: string) => void;
  /** Height of the editing and preview areas in px (500 for a post, 250 for a case-study part). */
  height: number;
  required?: boolean;
  /** What the last save refused in the value, shown under the label. */
  error?: string;
  /** Where images uploaded into the text are stored ('blogs' or 'case-studies'), as the cover. */
  imageFolder: ImageFolder;
}

/**
 * A markdown field: the editor with its toolbar, a preview rendered by the very component the
 * public pages use, a choice of editor only / preview only / both, fullscreen, and a Clear that
 * asks first.
 *
 * The editing pane shows the markdown as rich text or as its source, in a plain text area. Both edit
 * the one value: source edits reach the rich editor through `value` (it stays mounted, hidden, and
 * loads every change with setMarkdown), rich edits come back as markdown through onChange. The
 * source view is not MDXEditor's diffSourcePlugin: that one is CodeMirror, which (1) puts its styles
 * in `<style>` elements with text where constructed stylesheets are missing, refused by the console's
 * Content-Security-Policy (style-src has no 'unsafe-inline', scripts/hosting/headers.mjs), (2) is
 * ~300 KB more for a text area, and (3) resolves here to a `codemirror` package without `basicSetup`
 * (6.65.7, a CodeMirror 5 build published under 6.x, which satisfies MDXEditor's `^6.0.1`).
 * Markdown the rich view cannot read (reference links, footnotes) opens in the source view, with
 * the reason, until it can.
 */
export function MarkdownField({
  name,
  label,
  lang,
  value,
  onChange,
  height,
  required = false,
  error,
  imageFolder,
}: MarkdownFieldProps) {
  const { t } = useTranslation('admin');
  const labelId = useId();
  const errorId = useId();
  const [mode, setMode] = useState<MarkdownViewMode>('both');
  const [editing, setEditing] = useState<MarkdownEditing>('rich');
  const [problem, setProblem] = useState<string | null>(null);
  // The rich editor's code could not be fetched offline: how many times staff asked to try again.
  const [editorMissing, setEditorMissing] = useState(false);
  const [editorAttempt, setEditorAttempt] = useState(0);
  // React keeps a lazy component's failed import: trying again needs a new one (the bundler, too,
  // fetches a chunk that failed anew when it is imported again).
  const RichEditor = useMemo(() => (editorAttempt === 0 ? MarkdownEditor : lazy(loadMarkdownEditor)), [editorAttempt]);
  const showSource = editing === 'source' || problem !== null || editorMissing;
  const [fullscreen, setFullscreen] = useState(false);
  const [confirmingClear, setConfirmingClear] = useState(false);
  const paneHeight = fullscreen ? 'calc(100vh - 140px)' : `${height}px`;
  const showEditor = mode !== 'preview';
  const showPreview = mode !== 'editor';

  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      aria-describedby={error ? errorId : undefined}
      data-field={name}
      onKeyDown={(event) => {
        // Escape leaves fullscreen, unless an open editor pop-up (link, table) takes it first.
        if (fullscreen && event.key === 'Escape' && !event.defaultPrevented) setFullscreen(false);
      }}
      sx={
        fullscreen
          ? { position: 'fixed', inset: 0, zIndex: 1300, bgcolor: 'background.default', p: 2, overflow: 'auto' }
          : undefined
      }
    >
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 1 }}>
        <Typography id={labelId} component="span" sx={{ fontWeight: 600, flex: 1 }}>
          {label}
          {required && <span aria-hidden="true"> *</span>}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={wrapSx}
          value={mode}
          aria-label={t('editor.markdown.viewMode')}
          onChange={(_event, next: MarkdownViewMode | null) => next && setMode(next)}
        >
          <ToggleButton value="editor">{t('editor.markdown.editorOnly')}</ToggleButton>
          <ToggleButton value="preview">{t('editor.markdown.previewOnly')}</ToggleButton>
          <ToggleButton value="both">{t('editor.markdown.both')}</ToggleButton>
        </ToggleButtonGroup>
        <ToggleButtonGroup
          exclusive
          size="small"
          sx={wrapSx}
          value={showSource ? 'source' : 'rich'}
          aria-label={t('editor.markdown.editing')}
          onChange={(_event, next: MarkdownEditing | null) => next && setEditing(next)}
        >
          <ToggleButton value="rich" disabled={problem !== null || editorMissing}>
            {t('editor.markdown.richText')}
          </ToggleButton>
          <ToggleButton value="source">{t('editor.markdown.source')}</ToggleButton>
        </ToggleButtonGroup>
        <Button size="small" variant="outlined" aria-pressed={fullscreen} onClick={() => setFullscreen(!fullscreen)}>
          {fullscreen ? t('editor.markdown.exitFullscreen') : t('editor.markdown.fullscreen')}
        </Button>
        <Button size="small" color="error" disabled={!value} onClick={() => setConfirmingClear(true)}>
          {t('editor.markdown.clear')}
        </Button>
      </Stack>
      {error && (
        <Typography id={errorId} variant="body2" color="error" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      {problem !== null && showEditor && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('editor.markdown.problem', { problem })}
        </Alert>
      )}
      {editorMissing && showEditor && (
        <Alert
          severity="warning"
          sx={{ mb: 1 }}
          action={
            <Button
              color="inherit"
              size="small"
              onClick={() => {
                setEditorMissing(false);
                setEditorAttempt((n) => n + 1);
              }}
            >
              {t('editor.markdown.editorRetry')}
            </Button>
          }
        >
          {t('editor.markdown.editorOffline')}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: 'minmax(0, 1fr)',
            md: showEditor && showPreview ? 'repeat(2, minmax(0, 1fr))' : 'minmax(0, 1fr)',
          },
        }}
      >
        {showEditor && (
          <Box
            lang={lang}
            sx={{
              height: paneHeight,
              border: 1,
              borderColor: error ? 'error.main' : 'divider',
              borderRadius: 1,
              // The pane scrolls as a whole (the toolbar stays on top, it is sticky), so the scrolling
              // region holds the toolbar's buttons and the editable area: reachable by keyboard.
              overflow: 'auto',
              '& .admin-markdown-content': {
                minHeight: fullscreen ? '60vh' : `${height - 60}px`,
                color: 'text.primary',
              },
              // The library's toolbar is one row that scrolls sideways without a sign of it: on a
              // phone (and beside the preview on a laptop) Insert image, link and table were out of
              // sight past its end. Its buttons wrap onto more rows instead.
              '& .mdxeditor-toolbar': { flexWrap: 'wrap' },
              // The block-type menu is drawn light on light in the library's styles (1.9:1), and white
              // in the dark theme: it takes the theme's surface and text colours instead.
              '& .mdxeditor button[role="combobox"]': { bgcolor: 'background.paper', color: 'text.primary' },
              '& .mdxeditor [data-placeholder] > span:first-of-type': { color: 'text.secondary' },
              '& .admin-code-block': { my: 1, border: 1, borderColor: 'divider', borderRadius: 1, p: 1 },
              '& .admin-code-block-bar': { display: 'flex', gap: 1, mb: 1 },
              '& .admin-code-block textarea': { width: '100%', fontFamily: 'monospace', resize: 'vertical' },
              // An image whose preview is on its way (imagePreview.ts): MDXEditor draws nothing until
              // then, so its node (MarkdownEditor's theme) holds a box saying so.
              [`& .${EDITOR_IMAGE_CLASS}:empty`]: {
                display: 'grid',
                placeItems: 'center',
                minHeight: 120,
                my: 1,
                borderRadius: 1,
                bgcolor: 'action.hover',
                color: 'text.secondary',
                '&::after': { content: JSON.stringify(t('editor.markdown.imageLoading')) },
              },
            }}
          >
            {showSource && (
              <TextField
                multiline
                fullWidth
                minRows={fullscreen ? 20 : Math.max(5, Math.floor((height - 40) / 24))}
                value={value}
                onChange={(event) => onChange(event.target.value)}
                slotProps={{
                  htmlInput: {
                    'aria-label': t('editor.markdown.sourceLabel', { field: label }),
                    'aria-required': required || undefined,
                    'aria-invalid': error ? true : undefined,
                    'aria-describedby': error ? errorId : undefined,
                    spellCheck: false,
                  },
                }}
                sx={{
                  '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem', lineHeight: 1.6 },
                  '& fieldset': { border: 0 },
                }}
              />
            )}
            {/* The rich editor stays mounted while the source shows, so it follows every source edit. */}
            <Box sx={{ display: showSource ? 'none' : 'block' }}>
              <EditorLoadBoundary key={editorAttempt} onOffline={() => setEditorMissing(true)}>
                <Suspense
                  fallback={
                    <Box role="status" sx={{ display: 'grid', placeItems: 'center', height: '100%' }}>
                      <CircularProgress aria-label={t('editor.loading')} />
                    </Box>
                  }
                >
                  <RichEditor
                    label={label}
                    required={required}
                    errorId={error ? errorId : undefined}
                    value={value}
                    onChange={onChange}
                    insertTableLabel={t('editor.markdown.insertTable')}
                    onProblem={setProblem}
                    imageFolder={imageFolder}
                  />
                </Suspense>
              </EditorLoadBoundary>
            </Box>
          </Box>
        )}
        {showPreview && (
          <Box
            role="region"
            aria-label={t('editor.markdown.preview', { field: label })}
            lang={lang}
            // The preview scrolls, so keyboard users must be able to focus it.
            tabIndex={0}
            sx={{ height: paneHeight, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
          >
            {value.trim() ? (
              <Markdown labels={{ table: t('editor.markdown.table'), code: t('editor.markdown.code') }}>
                {value}
              </Markdown>
            ) : (
              <Typography color="textSecondary">{t('editor.markdown.emptyPreview')}</Typography>
            )}
          </Box>
        )}
      </Box>
      <ConfirmDialog
        open={confirmingClear}
        title={t('editor.markdown.clearTitle')}
        message={t('editor.markdown.clearBody', { field: label })}
        confirmLabel={t('editor.markdown.clear')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onCancel={() => setConfirmingClear(false)}
        onConfirm={() => {
          setConfirmingClear(false);
          onChange('');
        }}
      />
    </Box>
  );
}
