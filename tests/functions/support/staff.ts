/** What the staff callables' tests share: fresh addresses, an invitation link used, a member's audit trail. */
import { adminDb } from './admin';
import { emulatorHostPort } from './stack';

/** An address no other test (or run) has used. */
export const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;

/** Sets the password the way the invitation's link does (the Auth emulator's reset flow); answers its status. */
export async function usePasswordLink(link: string, password: string): Promise<number> {
  const oobCode = new URL(link).searchParams.get('oobCode');
  const { host, port } = emulatorHostPort('auth');
  const response = await fetch(
    `http://${host}:${port}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword: password }),
    },
  );
  await response.body?.cancel();
  return response.status;
}

/** The audit log's entries about member `uid`, oldest first. */
export async function auditOf(uid: string) {
  const entries = await adminDb().collection('audit_log').where('target.id', '==', uid).get();
  return entries.docs.map((entry) => entry.data()).sort((a, b) => a.at.toMillis() - b.at.toMillis());
}
