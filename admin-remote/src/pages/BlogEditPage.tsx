import {
  type Blog,
  type BlogDraft,
  blogToDraft,
  emptyBlogDraft,
  type Language,
  missingBlogFields,
  todayInStockholm,
} from '@app/domain';
import { useNavigate } from '@app/platform/router';
import { Button, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { Checkbox, FormControlLabel } from '@app/shared-ui/mui-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createBlog, getBlog, updateBlog } from '../data/blogs';
import { ConflictDialog } from '../features/editor/ConflictDialog';
import { EditorFrame } from '../features/editor/EditorFrame';
import { LanguageToggle } from '../features/editor/LanguageToggle';
import { MarkdownField } from '../features/editor/MarkdownField';
import { type ContentEditorSource, useContentEditor } from '../features/editor/useContentEditor';
import { useUnsavedChangesGuard } from '../features/editor/useUnsavedChangesGuard';
import { ImageField } from '../features/image/ImageField';
import { AutoTranslateButton } from '../features/translation/AutoTranslateButton';

const LIST_PATH = '/admin/blog';

/** A new post is dated today (Stockholm) unless the editor picks another day. */
export const blogEditorSource: ContentEditorSource<Blog, BlogDraft> = {
  empty: () => ({ ...emptyBlogDraft(), published_date: todayInStockholm() }),
  toDraft: blogToDraft,
  get: getBlog,
  create: createBlog,
  update: updateBlog,
  missing: missingBlogFields,
};

/** Create New Blog (/admin/blog/new) and Edit Blog (/admin/blog/:id/edit). */
export default function BlogEditPage({ id }: { id?: string | undefined }) {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [language, setLanguage] = useState<Language>('en');
  const editor = useContentEditor(blogEditorSource, id, {
    errorTitle: t('editor.errorTitle'),
    successTitle: t('editor.successTitle'),
    missingTitle: t('editor.missingTitle'),
    missingFields: t('editor.blog.missingFields'),
    created: t('editor.blog.created'),
    updated: t('editor.blog.updated'),
    saveFailed: t('editor.blog.saveFailed'),
  });
  const guard = useUnsavedChangesGuard(editor.dirty);
  const { draft, setField } = editor;
  const swedish = language === 'sv';
  const sv = (field: string) => (swedish ? t('editor.inSwedish', { field }) : field);
  const field = (name: 'title' | 'excerpt' | 'content' | 'category') => (swedish ? (`${name}_sv` as const) : name);

  async function save(overwrite = false) {
    if ((await editor.save({ overwrite })) === 'saved') navigate(LIST_PATH);
  }

  return (
    <EditorFrame
      title={editor.isNew ? t('editor.blog.createTitle') : t('editor.blog.editTitle')}
      status={editor.status}
      listPath={LIST_PATH}
      onSubmit={() => void save()}
      tools={<LanguageToggle value={language} onChange={setLanguage} />}
      actions={
        <>
          <Button type="submit" variant="contained" disabled={editor.saving}>
            {editor.saving ? t('editor.saving') : t('editor.blog.save')}
          </Button>
          <AutoTranslateButton
            kind="blogs"
            language={language}
            draft={draft}
            disabled={editor.saving}
            onTranslated={(translated) => {
              editor.setDraft(translated);
              setLanguage(swedish ? 'en' : 'sv');
            }}
          />
          <Button variant="outlined" onClick={() => guard.requestLeave(() => navigate(LIST_PATH))}>
            {t('editor.cancel')}
          </Button>
        </>
      }
    >
      {swedish && <Typography color="text.secondary">{t('editor.swedishHint')}</Typography>}
      <TextField
        label={sv(t('editor.blog.title'))}
        required={!swedish}
        value={draft[field('title')]}
        onChange={(event) => setField(field('title'), event.target.value)}
      />
      <TextField
        label={t('editor.blog.slug')}
        helperText={t('editor.slugHelp')}
        value={draft.slug}
        onChange={(event) => setField('slug', event.target.value)}
      />
      <TextField
        label={sv(t('editor.blog.excerpt'))}
        required={!swedish}
        multiline
        minRows={2}
        value={draft[field('excerpt')]}
        onChange={(event) => setField(field('excerpt'), event.target.value)}
      />
      <MarkdownField
        key={language}
        label={sv(t('editor.blog.content'))}
        required={!swedish}
        height={500}
        value={draft[field('content')]}
        onChange={(markdown) => setField(field('content'), markdown)}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={sv(t('editor.blog.category'))}
          required={!swedish}
          value={draft[field('category')]}
          onChange={(event) => setField(field('category'), event.target.value)}
        />
        <TextField
          fullWidth
          label={t('editor.blog.author')}
          required
          value={draft.author}
          onChange={(event) => setField('author', event.target.value)}
        />
        <TextField
          fullWidth
          type="date"
          label={t('editor.blog.publishedDate')}
          value={draft.published_date}
          onChange={(event) => setField('published_date', event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      </Stack>
      <ImageField
        label={t('editor.blog.image')}
        folder="blogs"
        value={draft.image_url}
        disabled={editor.saving}
        onChange={(url) => setField('image_url', url)}
      />
      <FormControlLabel
        control={
          <Checkbox checked={draft.is_published} onChange={(event) => setField('is_published', event.target.checked)} />
        }
        label={t('editor.published')}
      />
      <ConflictDialog
        open={editor.conflict !== null}
        deleted={editor.conflict !== null && editor.conflict.current === null}
        onReload={editor.reloadStored}
        onOverwrite={() => void save(true)}
        onBackToList={() => {
          editor.dismissConflict();
          navigate(LIST_PATH);
        }}
      />
      {guard.dialog}
    </EditorFrame>
  );
}
