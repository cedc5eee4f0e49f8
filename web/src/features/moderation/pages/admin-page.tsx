import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { formatPostTime } from '@/components/content/post-card';
import { Button, FormError, Spinner, TextField } from '@/components/ui';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/hooks/use-page-title';
import { SPAM_REASON_LABELS } from '@queryhub/model';
import { callAdmin, moderatePost, setUserSuspended, type QueueEntry } from '../api/admin';
import { useAuditLog, useModerationQueue, useSuspendedUsers } from '../hooks/use-admin-data';
import { done, useAdminAction, type AdminActions } from '../hooks/use-admin-action';
import { useIsAdmin } from '../hooks/use-is-admin';
import { AdminList } from '../components/admin-list';
import { AdminSection } from '../components/admin-section';
import { WebhooksSection } from '../components/webhooks-section';
import { useAuth } from '@/features/auth';
import { usePrivileges } from '@/features/privileges';
import '../moderation.css';

const MAINTENANCE = [
  { name: 'recountUserCounters', label: 'Recount counters' },
  { name: 'rebuildSearchKeywords', label: 'Rebuild keywords' },
  { name: 'purgeOrphanedFiles', label: 'Purge orphaned files' },
  { name: 'recomputeReputation', label: 'Recompute reputation' },
] as const;

const POST_TYPE_LABELS = { question: 'Question', answer: 'Answer', comment: 'Comment' } as const;

function QueueItem({
  entry,
  admin,
  canSuspend,
}: {
  /** Moderators act on posts only: suspending stays with administrators. */
  canSuspend: boolean;
  entry: QueueEntry;
  admin: AdminActions;
}) {
  const { run, confirmThenRun, running } = admin;
  const reasons = Object.entries(entry.reasons)
    .map(([reason, n]) => `${reason} ${n}`)
    .join(', ');
  const name = `${entry.postType} "${entry.excerpt}"`;
  // Restoring a post held for review approves it (moderatePost's restore).
  const restore = entry.heldFor.length > 0 ? 'Approve' : 'Restore';
  return (
    <>
      <p>
        <strong>{POST_TYPE_LABELS[entry.postType]}:</strong>{' '}
        {entry.questionId ? (
          <Link to={paths.question.getHref(entry.catId, entry.questionId, entry.excerpt)}>
            {entry.excerpt || entry.postId}
          </Link>
        ) : (
          entry.excerpt
        )}
      </p>
      {entry.heldFor.length > 0 && (
        <p>
          <strong>Awaiting review</strong>: a new account&apos;s post held as likely spam (
          {entry.heldFor.map((reason) => SPAM_REASON_LABELS[reason]).join(', ')}).
        </p>
      )}
      <p>
        {entry.flagCount} flag{entry.flagCount === 1 ? '' : 's'}
        {reasons && ` (${reasons})`} · {entry.hidden ? 'Hidden' : 'Visible'}
        {entry.lastFlaggedMillis !== null &&
          ` · last flagged ${formatPostTime(entry.lastFlaggedMillis)}`}
      </p>
      <div className="admin-item__actions">
        {!entry.hidden && (
          <Button
            variant="secondary"
            disabled={running}
            aria-label={`Hide ${name}`}
            onClick={() =>
              void run(done('Hide', () => moderatePost('hide', entry.postType, entry.postId)))
            }
          >
            Hide
          </Button>
        )}
        <Button
          variant="secondary"
          disabled={running}
          aria-label={`${restore} ${name}`}
          onClick={() =>
            void run(done(restore, () => moderatePost('restore', entry.postType, entry.postId)))
          }
        >
          {restore}
        </Button>
        <Button
          variant="danger"
          disabled={running}
          aria-label={`Delete ${name}`}
          onClick={() =>
            void confirmThenRun(
              {
                title: 'DELETE POST',
                text: `Delete this ${entry.postType} for good?${entry.postType === 'question' ? ' Its answers go too.' : ''}`,
                confirmLabel: 'Delete',
              },
              done('Delete', () => moderatePost('delete', entry.postType, entry.postId)),
            )
          }
        >
          Delete
        </Button>
        {canSuspend && entry.authorUid && (
          <Button
            variant="secondary"
            disabled={running}
            aria-label={`Suspend the author of ${name}`}
            onClick={() =>
              void run(done('Suspend', () => setUserSuspended({ uid: entry.authorUid }, true)))
            }
          >
            Suspend author
          </Button>
        )}
      </div>
    </>
  );
}

/** What the last action did (a live region), or why it failed. */
function ActionOutcome({ admin }: { admin: AdminActions }) {
  return (
    <>
      <div role="status" className="admin-result">
        {admin.outcome}
      </div>
      {admin.error && <FormError {...admin.error} />}
    </>
  );
}

function FlagQueue({ admin, canSuspend }: { admin: AdminActions; canSuspend: boolean }) {
  const queue = useModerationQueue();
  return (
    <AdminSection titleId="queue-title" title="Flag queue">
      <AdminList
        state={queue}
        label="Flag queue"
        emptyMessage="No flagged posts"
        renderItem={(entry) => <QueueItem entry={entry} admin={admin} canSuspend={canSuspend} />}
      />
    </AdminSection>
  );
}

function AdminConsole() {
  const audit = useAuditLog();
  const suspended = useSuspendedUsers();
  const admin = useAdminAction();
  const { run, running } = admin;
  const [target, setTarget] = useState('');

  function suspendTarget(suspend: boolean) {
    const value = target.trim();
    if (!value) return;
    const who = value.includes('@') ? { email: value } : { uid: value };
    void run(done(suspend ? 'Suspend' : 'Unsuspend', () => setUserSuspended(who, suspend)));
  }

  return (
    <>
      <ActionOutcome admin={admin} />
      <FlagQueue admin={admin} canSuspend />

      <AdminSection titleId="users-title" title="Users">
        <form
          className="form"
          onSubmit={(event: FormEvent<HTMLFormElement>) => {
            event.preventDefault();
            suspendTarget(true);
          }}
        >
          <TextField
            label="User e-mail or uid"
            name="user"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            maxLength={254}
            disabled={running}
          />
          <div className="admin-item__actions">
            <Button type="submit" variant="danger" disabled={running}>
              Suspend
            </Button>
            <Button variant="secondary" disabled={running} onClick={() => suspendTarget(false)}>
              Unsuspend
            </Button>
          </div>
        </form>
        <h3>Suspended users</h3>
        <AdminList
          state={suspended}
          label="Suspended users"
          emptyMessage="No suspended users"
          renderItem={(uid) => (
            <>
              {uid}{' '}
              <Button
                variant="secondary"
                disabled={running}
                aria-label={`Unsuspend ${uid}`}
                onClick={() => void run(done('Unsuspend', () => setUserSuspended({ uid }, false)))}
              >
                Unsuspend
              </Button>
            </>
          )}
        />
      </AdminSection>

      <AdminSection titleId="maintenance-title" title="Maintenance">
        <div className="admin-maintenance">
          {MAINTENANCE.map((job) => (
            <Button
              key={job.name}
              variant="secondary"
              disabled={running}
              onClick={() => void run(done(job.label, () => callAdmin(job.name)))}
            >
              {job.label}
            </Button>
          ))}
        </div>
      </AdminSection>

      <WebhooksSection />

      <AdminSection titleId="audit-title" title="Audit log">
        <AdminList
          state={audit}
          label="Audit log"
          emptyMessage="No admin actions yet"
          renderItem={(entry) => (
            <>
              {entry.atMillis !== null ? `${formatPostTime(entry.atMillis)} · ` : ''}
              {entry.action} {entry.target} by {entry.by}
              {entry.details && <span className="admin-result"> {entry.details}</span>}
            </>
          )}
        />
      </AdminSection>
    </>
  );
}

/** A moderator's console: the flag queue only (no suspensions, maintenance or audit log). */
function ModeratorConsole() {
  const admin = useAdminAction();
  return (
    <>
      <ActionOutcome admin={admin} />
      <FlagQueue admin={admin} canSuspend={false} />
    </>
  );
}

/** /Admin — the flag queue, post and user moderation, maintenance, webhooks and the audit log. */
export default function AdminPage() {
  usePageTitle('Admin');
  const isAdmin = useIsAdmin();
  const { user } = useAuth();
  const moderator = usePrivileges(user?.uid ?? null)?.moderator;
  return (
    <section className="page--narrow" aria-labelledby="admin-title">
      <h1 id="admin-title">ADMIN</h1>
      {isAdmin === undefined && <Spinner label="Checking your access" />}
      {isAdmin === false && moderator === true && <ModeratorConsole />}
      {isAdmin === false && moderator !== true && <p>This page is for administrators.</p>}
      {isAdmin === true && <AdminConsole />}
    </section>
  );
}
