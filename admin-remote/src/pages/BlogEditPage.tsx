import {
  BLOG_LIMITS,
  BLOG_TRANSLATABLE_FIELDS,
  type Blog,
  type BlogDraft,
  blogToDraft,
  emptyBlogDraft,
  missingBlogFields,
  todayInStockholm,
} from '@app/domain';
import { Stack, TextField } from '@app/shared-ui/mui';
import { useTranslation } from 'react-i18next';
import { blogRevisions, blogTranslationSources, createBlog, getBlog, updateBlog } from '../data/blogs';
import { ContentEditorPage, type EditorForm } from '../features/editor/ContentEditorPage';
import { MarkdownField } from '../features/editor/MarkdownField';
import type { ContentEditorSource } from '../features/editor/useContentEditor';

/** A new post is dated today (Stockholm) unless the editor picks another day. */
export const blogEditorSource: ContentEditorSource<Blog, BlogDraft> = {
  empty: () => ({ ...emptyBlogDraft(), published_date: todayInStockholm() }),
  toDraft: blogToDraft,
  get: getBlog,
  revisions: blogRevisions,
  translatable: BLOG_TRANSLATABLE_FIELDS,
  translationSources: blogTranslationSources,
  create: createBlog,
  update: updateBlog,
  missing: missingBlogFields,
};

/** Create New Blog (/admin/blog/new) and Edit Blog (/admin/blog/:id/edit). */
export default function BlogEditPage({ id }: { id?: string | undefined }) {
  return (
    <ContentEditorPage
      source={blogEditorSource}
      id={id}
      kind="blogs"
      texts="blog"
      listPath="/admin/blog"
      imageFolder="blogs"
      limits={BLOG_LIMITS}
    >
      {(form) => <BlogFields {...form} />}
    </ContentEditorPage>
  );
}

function BlogFields({
  draft,
  setField,
  language,
  swedish,
  shared,
  sv,
  field,
  fieldProps,
  imageFolder,
}: EditorForm<BlogDraft>) {
  const { t } = useTranslation('admin');
  return (
    <>
      <TextField
        label={sv(t('editor.blog.title'))}
        required={!swedish}
        {...fieldProps(field('title'))}
        value={draft[field('title')]}
        onChange={(event) => setField(field('title'), event.target.value)}
      />
      {shared && (
        <TextField
          label={t('editor.blog.slug')}
          {...fieldProps('slug', t('editor.slugHelp'))}
          value={draft.slug}
          onChange={(event) => setField('slug', event.target.value)}
        />
      )}
      <TextField
        label={sv(t('editor.blog.excerpt'))}
        required={!swedish}
        multiline
        minRows={2}
        {...fieldProps(field('excerpt'))}
        value={draft[field('excerpt')]}
        onChange={(event) => setField(field('excerpt'), event.target.value)}
      />
      <MarkdownField
        key={language}
        label={sv(t('editor.blog.content'))}
        required={!swedish}
        height={500}
        imageFolder={imageFolder}
        value={draft[field('content')]}
        onChange={(markdown) => setField(field('content'), markdown)}
      />
      <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3 }}>
        <TextField
          fullWidth
          label={sv(t('editor.blog.category'))}
          required={!swedish}
          {...fieldProps(field('category'))}
          value={draft[field('category')]}
          onChange={(event) => setField(field('category'), event.target.value)}
        />
        {shared && (
          <>
            <TextField
              fullWidth
              label={t('editor.blog.author')}
              required
              {...fieldProps('author')}
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
          </>
        )}
      </Stack>
    </>
  );
}
