// Stand-in until the image upload control lands from its own branch (same path and props):
// the image's address as text, with a preview.
import { Box, Stack, TextField } from '@app/shared-ui/mui';

type ImageFolder = 'blogs' | 'case-studies';

export interface ImageFieldProps {
  label: string;
  folder: ImageFolder;
  value: string;
  onChange: (url: string) => void;
  disabled?: boolean;
}

export function ImageField({ label, value, onChange, disabled = false }: ImageFieldProps) {
  return (
    <Stack sx={{ gap: 1 }}>
      <TextField
        label={label}
        type="url"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
      {value && <Box component="img" src={value} alt="" sx={{ maxWidth: 240, borderRadius: 1 }} />}
    </Stack>
  );
}
