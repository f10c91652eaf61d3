import {
  formatDateTime,
  isLanguage,
  LANGUAGES,
  type Language,
  STAFF_ROLES,
  type StaffMember,
  type StaffRole,
} from '@app/domain';
import { notify, useLanguage } from '@app/platform';
import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@app/shared-ui/mui';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  inviteStaff,
  listStaff,
  listStaffSignIns,
  revokeStaff,
  type StaffSignInRow,
  setStaffLanguage,
  setStaffRole,
  staffErrorKey,
} from '../data/staff';
import { accessStands, checkRole, useSession } from '../features/auth/session';
import { TextWithEmail } from '../features/content/BreakableEmail';
import { ConsoleCell, type ConsoleColumn, ConsoleRow, ConsoleTable } from '../features/content/ConsoleTable';
import { SectionFrame } from '../features/content/SectionFrame';
import { ConfirmDialog } from '../features/editor/ConfirmDialog';

interface Invitation {
  email: string;
  role: StaffRole;
  passwordLink: string;
  /** The language the link and its e-mail are in: the member's, whichever console asked. */
  language: Language;
  emailSent: boolean;
  /** A member invited again: a new link (theirs expired, or a password forgotten). */
  again: boolean;
}

/** Whether two e-mail addresses are one (Firebase Auth keeps them in lower case). */
const sameAddress = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Cards below `md` (900 px): with the seeded addresses the Swedish table fits from 682 px (scrolled
 * sideways below). A longer address wraps (BreakableEmail), so the table fits from 900 px up.
 */
const STAFF_CARDS_BELOW = 'md';

/**
 * The staff (/admin/staff, admins only): who can sign in to the console and as what. An admin
 * invites a colleague by e-mail (the account is made on the server; the colleague sets a password
 * through the link Firebase e-mails, which is also shown here to pass on), changes a role, and
 * revokes access (signed out everywhere at once; for a colleague who never signed in, that
 * withdraws the invitation, and the page says so). Each row says whether the colleague has taken
 * up their invitation ("Invited, not signed in yet": New password link sends it again) or when
 * they last signed in: Firebase Auth's records, read by the staffSignIns function beside the list.
 * The last admin can be neither demoted nor revoked, and no admin revokes their own access: the
 * buttons say so, and the server refuses it too.
 *
 * A colleague is invited in a language (the console's is offered), stored with them: the link's
 * page, the sign-in page it leads to and the e-mail are in it, and so is every new link for them,
 * from a console in either language. Their row says which (none for a member invited before it was
 * stored, whose new link is in the console's language), and beside New password link it can be
 * changed (setStaffLanguage): an invitation sent in the wrong one, or a colleague who reads the other.
 */
export default function StaffPage() {
  const { t } = useTranslation('admin');
  const language = useLanguage((state) => state.language);
  const session = useSession();
  const ownUid = session.status === 'signed-in' ? session.user.uid : null;
  const [members, setMembers] = useState<StaffMember[] | null>(null);
  /** Whether each member has signed in, by uid; empty until read, and when it could not be (`signInsFailed`). */
  const [signIns, setSignIns] = useState<ReadonlyMap<string, StaffSignInRow>>(new Map());
  const [signInsFailed, setSignInsFailed] = useState(false);
  const [version, setVersion] = useState(0);
  const [inviting, setInviting] = useState(false);
  /**
   * An invitation under way, known at once: a second submit before the page re-renders (the
   * button is disabled only then) is ignored, rather than sent and refused as already on the staff
   * next to the first one's "Invitation sent".
   */
  const invitingNow = useRef(false);
  const [inviteError, setInviteError] = useState<string | null>(null);
  /** The language chosen for the next invitation; until one is, the console's. */
  const [inviteLanguage, setInviteLanguage] = useState<Language | null>(null);
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [revoking, setRevoking] = useState<StaffMember | null>(null);
  /** The admin's own demotion, which only another admin could undo: asked first. */
  const [demotingSelf, setDemotingSelf] = useState<StaffMember | null>(null);
  const emailId = useId();
  const lastAdminId = useId();
  const ownAccessId = useId();
  /**
   * Where the focus goes once an invitation is answered: the Send button it was on is disabled
   * while the invitation is under way, which drops the focus to the page (the browser moves it
   * off a disabled control), so a keyboard or screen-reader user would start again from the top.
   * Refused, to the address to correct (its reason is its description); made, to the link to
   * pass on (focusing it selects it, ready to copy).
   */
  const emailField = useRef<HTMLInputElement>(null);
  const linkField = useRef<HTMLInputElement>(null);
  /**
   * Where the focus goes once a role change or a revocation is answered: the pressed button is
   * disabled meanwhile, which drops the focus to the page, and then replaced (Make admin becomes
   * Make writer) or gone (a revoked member has no buttons). A role change: the row's role button;
   * a revocation: the row's status, which says it.
   */
  const [refocus, setRefocus] = useState<{ uid: string; on: 'role' | 'status' } | null>(null);

  useEffect(() => {
    if (invitation) linkField.current?.focus();
  }, [invitation]);

  useEffect(() => {
    let active = true;
    void version;
    listStaff()
      .then((found) => active && setMembers(found))
      .catch(async () => {
        if (!active) return;
        setMembers([]);
        // Refused because this admin's access just went: the guards say that, alone.
        if ((await accessStands()) && active)
          notify({ kind: 'error', title: t('list.errorTitle'), description: t('staff.loadFailed') });
      });
    // Beside the list, not before it: the list shows at once, and without these if they fail.
    listStaffSignIns()
      .then((found) => {
        if (!active) return;
        setSignIns(found);
        setSignInsFailed(false);
      })
      .catch(() => active && setSignInsFailed(true));
    return () => {
      active = false;
    };
  }, [t, version]);

  useEffect(() => {
    if (!refocus || busy.has(refocus.uid)) return;
    setRefocus(null);
    // The row's elements stay the same when the list made again arrives (its key is the member's
    // uid), so the focus stays on them as their text changes.
    document.querySelector<HTMLElement>(`[data-staff-${refocus.on}="${CSS.escape(refocus.uid)}"]`)?.focus();
  }, [refocus, busy]);

  const reload = useCallback(() => setVersion((current) => current + 1), []);
  const roleName = (role: StaffRole) => t(`roles.${role}`);
  /** The role inside a sentence ("… can sign in as Writer", "… kan logga in som skribent"). */
  const roleInText = (role: StaffRole) => t(`roles.inText.${role}`);
  const activeAdmins = (members ?? []).filter((member) => !member.revoked_at && member.role === 'admin');
  const isLastAdmin = (member: StaffMember) =>
    member.role === 'admin' && !member.revoked_at && activeAdmins.length <= 1;

  async function invite(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (invitingNow.current) return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const role = String(form.get('role') ?? 'writer') as StaffRole;
    const inviteIn = inviteLanguage ?? language;
    if (!email) {
      setInviteError(t('staff.errors.email'));
      emailField.current?.focus();
      return;
    }
    invitingNow.current = true;
    setInviting(true);
    setInviteError(null);
    try {
      const result = await inviteStaff({ email, role, language: inviteIn });
      setInvitation({
        email: result.email,
        role: result.role,
        passwordLink: result.passwordLink,
        language: result.language,
        emailSent: result.emailSent,
        again: false,
      });
      (event.target as HTMLFormElement).reset();
      setInviteLanguage(null);
      reload();
    } catch (error) {
      // The typed address stays in the field, with the reason under it, and the focus goes there.
      setInviteError(t(staffErrorKey(error)));
      emailField.current?.focus();
    } finally {
      invitingNow.current = false;
      setInviting(false);
    }
  }

  async function change<Result>(member: StaffMember, work: () => Promise<Result>, done: (result: Result) => void) {
    setBusy((current) => new Set(current).add(member.uid));
    try {
      done(await work());
      reload();
      // The admin's own role may have changed: the console follows at once.
      if (member.uid === ownUid) await checkRole();
    } catch (error) {
      notify({ kind: 'error', title: t('staff.errorTitle'), description: t(staffErrorKey(error)) });
    } finally {
      setBusy((current) => {
        const next = new Set(current);
        next.delete(member.uid);
        return next;
      });
    }
  }

  function changeRole(member: StaffMember, role: StaffRole) {
    setRefocus({ uid: member.uid, on: 'role' });
    void change(
      member,
      () => setStaffRole({ uid: member.uid, role }),
      () => {
        // The invitation's panel, if it names them, says the role they sign in with now.
        setInvitation((shown) => (shown && sameAddress(shown.email, member.email) ? { ...shown, role } : shown));
        notify({
          kind: 'success',
          title: t('staff.roleChangedTitle'),
          description: t('staff.roleChanged', { email: member.email, role: roleInText(role) }),
        });
      },
    );
  }

  /** The language a member's new links are made in from now on (their invitation's until changed). */
  function changeLanguage(member: StaffMember, next: Language) {
    void change(
      member,
      () => setStaffLanguage({ uid: member.uid, language: next }),
      () =>
        notify({
          kind: 'success',
          title: t('staff.languageChangedTitle'),
          description: t('staff.languageChanged', {
            email: member.email,
            language: t(`staff.languagesInText.${next}`),
          }),
        }),
    );
  }

  function revoke(member: StaffMember) {
    setRevoking(null);
    setRefocus({ uid: member.uid, on: 'status' });
    void change(
      member,
      () => revokeStaff({ uid: member.uid }),
      (result) => {
        // Its link no longer gives access: the invitation's panel naming them goes, so no one copies it.
        setInvitation((shown) => (shown && sameAddress(shown.email, member.email) ? null : shown));
        notify(
          result.withdrawn
            ? {
                kind: 'success',
                title: t('staff.withdrawnTitle'),
                description: t('staff.withdrawn', { email: member.email }),
              }
            : {
                kind: 'success',
                title: t('staff.revokedTitle'),
                description: t('staff.revoked', { email: member.email }),
              },
        );
      },
    );
  }

  /**
   * A member invited again, from their row: an invitation's link works for an hour, and inviting
   * their address is refused as already on the staff, so this is the way to a new one (a forgotten
   * password too). The link shows where an invitation's does, focused to copy.
   */
  function inviteAgain(member: StaffMember) {
    if (!member.role) return;
    const role = member.role;
    void change(
      member,
      async () => {
        // The link is in the language the member was invited in; the console's only for a member
        // invited before that was stored.
        const result = await inviteStaff({ email: member.email, role, again: true, language });
        setInvitation({
          email: result.email,
          role: result.role,
          passwordLink: result.passwordLink,
          language: result.language,
          emailSent: result.emailSent,
          again: true,
        });
      },
      () => {},
    );
  }

  async function copyLink(link: string) {
    try {
      await navigator.clipboard.writeText(link);
      notify({ kind: 'success', title: t('staff.invite.copied') });
    } catch {
      notify({ kind: 'error', title: t('staff.errorTitle'), description: t('staff.invite.copyFailed') });
    }
  }

  const time = (date: Date) => formatDateTime(date, language);

  /** When (and by whom) a member was invited, and in which language when that is stored. */
  function invitedText(member: StaffMember, invitedAt: Date): string {
    const invited = member.invited_by
      ? t('staff.invitedBy', { date: time(invitedAt), email: member.invited_by })
      : time(invitedAt);
    return member.language
      ? t('staff.invitedIn', { invited, language: t(`staff.inLanguage.${member.language}`) })
      : invited;
  }

  /** A member's status: revoked, or whether they have signed in since they were invited. */
  function statusOf(member: StaffMember): string {
    if (member.revoked_at) return t('staff.status.revoked', { date: time(member.revoked_at) });
    const signIn = signIns.get(member.uid);
    if (signIn?.state === 'never') return t('staff.status.neverSignedIn');
    if (signIn?.state === 'no-account') return t('staff.status.noAccount');
    if (signIn?.lastSignInAt) return t('staff.status.lastSignIn', { date: time(signIn.lastSignInAt) });
    return t('staff.status.active');
  }

  const column = {
    email: { label: t('staff.columns.email') },
    role: { label: t('staff.columns.role') },
    since: { label: t('staff.columns.since') },
    status: { label: t('staff.columns.status') },
    actions: { label: t('staff.columns.actions') },
  } satisfies Record<string, ConsoleColumn>;
  const columns = Object.values(column);

  return (
    <SectionFrame
      section="/admin/staff"
      title={t('staff.title')}
      actions={
        <Button variant="outlined" onClick={reload}>
          {t('staff.refresh')}
        </Button>
      }
    >
      <Typography color="textSecondary" sx={{ mb: 3 }}>
        {t('staff.intro')}
      </Typography>

      <Box component="form" noValidate onSubmit={invite} aria-labelledby={`${emailId}-legend`} sx={{ mb: 4 }}>
        <Typography id={`${emailId}-legend`} variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('staff.invite.legend')}
        </Typography>
        {/* Wrapped from md up: the address, two choices and the button fill a row from about 1,000 px. */}
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          sx={{ gap: 2, alignItems: { md: 'flex-start' }, flexWrap: { md: 'wrap' } }}
        >
          <TextField
            id={emailId}
            name="email"
            type="email"
            size="small"
            required
            autoComplete="off"
            label={t('staff.invite.email')}
            inputRef={emailField}
            error={inviteError !== null}
            helperText={inviteError ?? t('staff.invite.emailHelp')}
            onChange={() => setInviteError(null)}
            sx={{ minWidth: { md: 360 }, flex: 1 }}
          />
          <TextField
            select
            name="role"
            size="small"
            label={t('staff.invite.role')}
            defaultValue="writer"
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleName(role)}
              </option>
            ))}
          </TextField>
          <TextField
            select
            name="language"
            size="small"
            label={t('staff.invite.language')}
            value={inviteLanguage ?? language}
            onChange={(event) => setInviteLanguage(isLanguage(event.target.value) ? event.target.value : null)}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
            sx={{ minWidth: 180 }}
          >
            {LANGUAGES.map((option) => (
              <option key={option} value={option}>
                {t(`staff.languages.${option}`)}
              </option>
            ))}
          </TextField>
          <Button type="submit" variant="contained" disabled={inviting}>
            {inviting ? t('staff.invite.sending') : t('staff.invite.submit')}
          </Button>
        </Stack>
      </Box>

      {invitation && (
        <Alert
          severity="success"
          sx={{ mb: 4 }}
          action={
            <Button color="inherit" onClick={() => setInvitation(null)}>
              {t('staff.invite.dismiss')}
            </Button>
          }
        >
          <Typography component="h2" sx={{ fontWeight: 700 }}>
            {invitation.again ? t('staff.invite.againTitle') : t('staff.invite.doneTitle')}
          </Typography>
          <Typography>
            {t('staff.invite.done', { email: invitation.email, role: roleInText(invitation.role) })}{' '}
            {invitation.emailSent
              ? t('staff.invite.emailSent', { email: invitation.email })
              : t('staff.invite.emailNotSent')}{' '}
            {t('staff.invite.inLanguage', { language: t(`staff.inLanguage.${invitation.language}`) })}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, mt: 2, alignItems: { sm: 'flex-start' } }}>
            <TextField
              size="small"
              label={t('staff.invite.link')}
              inputRef={linkField}
              value={invitation.passwordLink}
              helperText={t('staff.invite.linkHelp', { email: invitation.email })}
              slotProps={{ htmlInput: { readOnly: true } }}
              onFocus={(event) => event.target.select()}
              sx={{ flex: 1, minWidth: { sm: 420 } }}
            />
            <Button variant="outlined" onClick={() => void copyLink(invitation.passwordLink)}>
              {t('staff.invite.copy')}
            </Button>
          </Stack>
        </Alert>
      )}

      {signInsFailed && members !== null && members.length > 0 && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('staff.signInsFailed')}
        </Alert>
      )}

      {members === null ? (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 8 }}>
          <CircularProgress aria-label={t('list.loading')} />
        </Box>
      ) : members.length === 0 ? (
        <Typography color="textSecondary">{t('staff.empty')}</Typography>
      ) : (
        <ConsoleTable label={t('staff.tableLabel')} columns={columns} cardsBelow={STAFF_CARDS_BELOW}>
          {members.map((member) => {
            const revoked = member.revoked_at !== null;
            const last = isLastAdmin(member);
            const own = member.uid === ownUid;
            const working = busy.has(member.uid);
            const other: StaffRole = member.role === 'admin' ? 'writer' : 'admin';
            const role = member.role;
            return (
              <ConsoleRow key={member.uid}>
                <ConsoleCell column={column.email}>
                  <TextWithEmail
                    text={member.uid === ownUid ? `${member.email} ${t('staff.you')}` : member.email}
                    email={member.email}
                  />
                </ConsoleCell>
                <ConsoleCell column={column.role}>{role ? roleName(role) : '—'}</ConsoleCell>
                <ConsoleCell column={column.since}>
                  {member.invited_at ? (
                    member.invited_by ? (
                      <TextWithEmail text={invitedText(member, member.invited_at)} email={member.invited_by} />
                    ) : (
                      invitedText(member, member.invited_at)
                    )
                  ) : (
                    ''
                  )}
                </ConsoleCell>
                {/* Focusable by script only: where the focus goes once the member's access is revoked. */}
                <ConsoleCell column={column.status} tabIndex={-1} data-staff-status={member.uid}>
                  {statusOf(member)}
                </ConsoleCell>
                <ConsoleCell column={column.actions}>
                  {!revoked && (
                    <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
                      <Button
                        size="small"
                        variant="outlined"
                        disabled={working || (last && other === 'writer')}
                        data-staff-role={member.uid}
                        aria-describedby={last ? lastAdminId : undefined}
                        onClick={() =>
                          member.uid === ownUid && other === 'writer'
                            ? setDemotingSelf(member)
                            : changeRole(member, other)
                        }
                      >
                        {other === 'admin' ? t('staff.makeAdmin') : t('staff.makeWriter')}
                      </Button>
                      {member.uid !== ownUid && (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={working}
                          aria-label={t('staff.inviteAgainLabel', { email: member.email })}
                          onClick={() => inviteAgain(member)}
                        >
                          {t('staff.inviteAgain')}
                        </Button>
                      )}
                      {member.uid !== ownUid && (
                        // The language New password link makes the member's link in: theirs, whichever
                        // console asks; until one is stored (invited before), the console's.
                        <TextField
                          select
                          size="small"
                          value={member.language ?? ''}
                          disabled={working}
                          onChange={(event) => {
                            const next = event.target.value;
                            if (isLanguage(next) && next !== member.language) changeLanguage(member, next);
                          }}
                          slotProps={{
                            select: { native: true },
                            htmlInput: { 'aria-label': t('staff.linkLanguage', { email: member.email }) },
                          }}
                        >
                          {member.language === null && (
                            <option value="" disabled>
                              {t('staff.linkLanguageUnset')}
                            </option>
                          )}
                          {LANGUAGES.map((option) => (
                            <option key={option} value={option}>
                              {t(`staff.languages.${option}`)}
                            </option>
                          ))}
                        </TextField>
                      )}
                      <Button
                        size="small"
                        variant="outlined"
                        color="error"
                        disabled={working || last || own}
                        aria-label={t('staff.revokeLabel', { email: member.email })}
                        aria-describedby={last ? lastAdminId : own ? ownAccessId : undefined}
                        onClick={() => setRevoking(member)}
                      >
                        {t('staff.revoke')}
                      </Button>
                      {last && (
                        <Typography id={lastAdminId} variant="body2" color="textSecondary">
                          {t('staff.lastAdmin')}
                        </Typography>
                      )}
                      {own && !last && (
                        <Typography id={ownAccessId} variant="body2" color="textSecondary">
                          {t('staff.ownAccess')}
                        </Typography>
                      )}
                    </Stack>
                  )}
                </ConsoleCell>
              </ConsoleRow>
            );
          })}
        </ConsoleTable>
      )}
      <ConfirmDialog
        open={demotingSelf !== null}
        title={t('staff.demoteSelfTitle')}
        message={t('staff.demoteSelfConfirm')}
        confirmLabel={t('staff.makeWriter')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onCancel={() => setDemotingSelf(null)}
        onConfirm={() => {
          const member = demotingSelf;
          setDemotingSelf(null);
          if (member) changeRole(member, 'writer');
        }}
      />
      <ConfirmDialog
        open={revoking !== null}
        title={t('staff.revokeTitle')}
        message={t('staff.revokeConfirm', { email: revoking?.email ?? '' })}
        confirmLabel={t('staff.revokeButton')}
        cancelLabel={t('confirm.cancel')}
        destructive
        onCancel={() => setRevoking(null)}
        onConfirm={() => revoking && revoke(revoking)}
      />
    </SectionFrame>
  );
}
