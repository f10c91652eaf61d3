import type { ContentTypeId } from '@app/domain';
import { BLOG_EDITING, CASE_STUDY_EDITING } from '../features/content/contentTypes';
import { ContentEditorPage } from '../features/editor/ContentEditorPage';

/** Create New … (`<list>/new`) and Edit … (`<list>/:id/edit`) of the content type `typeId`. */
export default function ContentEditPage({ typeId, id }: { typeId: ContentTypeId; id?: string | undefined }) {
  return typeId === 'blogs' ? (
    <ContentEditorPage type={BLOG_EDITING} id={id} />
  ) : (
    <ContentEditorPage type={CASE_STUDY_EDITING} id={id} />
  );
}
