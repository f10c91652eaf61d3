import { Box } from '@app/shared-ui/mui';
export interface InitialsAvatarProps {
  name: string;
  /** Diameter in pixels. */
  size?: number;
  color?: 'primary' | 'secondary';
  /**
   * Accessible name, for an avatar that stands on its own. Leave it out when the person's name
   * is printed next to the avatar: it is then decorative and hidden from assistive technology.
   */
  label?: string;
}

/** First letter of the first and last word of a name: "Anna Maria Berg" → "AB". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toLocaleUpperCase();
}

/** A round portrait placeholder with the person's initials; no image request. */
export function InitialsAvatar({ name, size = 96, color = 'primary', label }: InitialsAvatarProps) {
  return (
    <Box
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        flexShrink: 0,
        bgcolor: `${color}.main`,
        color: `${color}.contrastText`,
        fontWeight: 800,
        fontSize: size * 0.36,
        letterSpacing: '0.02em',
        userSelect: 'none',
      }}
    >
      {initialsOf(name)}
    </Box>
  );
}
