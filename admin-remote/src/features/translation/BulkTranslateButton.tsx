// Stand-in until bulk translation lands from its own branch (same path and props); renders nothing.
export function BulkTranslateButton(_props: { kind: 'blogs' | 'caseStudies'; onFinished: () => void }) {
  return null;
}
