import type { ChangeEvent } from 'react';

/**
 * MDXEditor needs a real browser; component tests replace the markdown editor with a plain text
 * area carrying its label.
 */
export default function PlainMarkdownEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <textarea
      aria-label={label}
      value={value}
      onChange={(e: ChangeEvent<HTMLTextAreaElement>) => onChange(e.target.value)}
    />
  );
}
