/**
 * What this browser remembers of the member of staff whose session it held (localStorage, shared by
 * its tabs): their account and address, and whether the console ended that session because their
 * access was removed. A tab opened after that never saw them as staff: Firebase Auth drops a stored
 * session it can no longer refresh while it starts (`reloadAndSetCurrentUserOrClear` in
 * @firebase/auth: a disabled account, revoked tokens) and tells nobody why, and a sign-in with a
 * disabled account is refused as `auth/user-disabled` before its password is checked (the Auth
 * emulator's `signInWithPassword`), so that refusal alone says nothing of who typed the address.
 * This record does: only the browser that held the member's session says their access was removed.
 * Kept until Logout, or until another sign-in with a role replaces it. Nothing secret is in it.
 */
const KEY = 'admin.staffSession';

export interface StaffHint {
  uid: string;
  email: string;
  /** The console signed this member out because their access was removed. */
  removed: boolean;
}

function isHint(value: unknown): value is StaffHint {
  if (typeof value !== 'object' || value === null) return false;
  const { uid, email, removed } = value as Record<string, unknown>;
  return typeof uid === 'string' && typeof email === 'string' && typeof removed === 'boolean';
}

/** The member this browser held a staff session of, or null (none, or storage unavailable). */
export function readStaffHint(): StaffHint | null {
  try {
    const stored = window.localStorage.getItem(KEY);
    const parsed: unknown = stored ? JSON.parse(stored) : null;
    return isHint(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

function write(hint: StaffHint | null): void {
  try {
    if (hint) window.localStorage.setItem(KEY, JSON.stringify(hint));
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the tab still says what it knows itself.
  }
}

/**
 * Calls `onChange` when another tab of this browser writes or removes the record (the `storage`
 * event, which a tab never receives for its own writes; `key` null: another tab cleared the whole
 * storage), so a tab already on the sign-in page says a removal another tab learnt, and stops
 * saying it once that tab logs out. Firebase Auth follows the session itself across tabs.
 */
export function followStaffHint(onChange: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) onChange();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

/** Whether this browser's record says the console signed its member out because their access was removed. */
export function staffHintRemoved(): boolean {
  return readStaffHint()?.removed ?? false;
}

/** `uid` (`email`) is signed in here with a role. */
export function rememberStaff(uid: string, email: string): void {
  const hint = readStaffHint();
  if (hint?.uid === uid && hint.email === email && !hint.removed) return;
  write({ uid, email, removed: false });
}

/** The console signed `uid` out because their access was removed. */
export function markStaffRemoved(uid: string): void {
  const hint = readStaffHint();
  if (hint?.uid === uid) write({ ...hint, removed: true });
}

/** Logout: this browser holds no member's session any more. */
export function forgetStaff(): void {
  write(null);
}

/** Whether `email` is the address of the member this browser held a staff session of. */
export function isRememberedStaff(email: string | null | undefined): boolean {
  const hint = readStaffHint();
  return !!hint && !!email && hint.email.trim().toLowerCase() === email.trim().toLowerCase();
}
