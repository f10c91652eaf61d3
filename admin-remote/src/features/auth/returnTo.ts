/**
 * The router location state the staff guard gives the sign-in page when a session ends: the
 * console address staff were at (an editor, with what they typed kept: draftBackup.ts), to go back
 * to once signed in again.
 */
export interface ReturnToState {
  returnTo: string;
}

/**
 * Where the sign-in page goes once signed in: back to the console address in the location `state`
 * (a path under /admin/, never another site's or a protocol-relative one), else the blog list.
 */
export function addressAfterSignIn(state: unknown): string {
  const to = typeof state === 'object' && state !== null && 'returnTo' in state ? state.returnTo : null;
  return typeof to === 'string' && /^\/admin\/[^/\\]/.test(to) ? to : '/admin/blog';
}
