import { useState } from 'react';
import { Card, Spinner } from '@/components/ui';
import { useAuth } from '@/features/auth';
import { usePageTitle } from '@/hooks/use-page-title';
import type { EmailPreferences } from '../api/email-preferences';
import { useEmailPreferences } from '../hooks/use-email-preferences';

const CHOICES: { field: keyof EmailPreferences; label: string; hint: string }[] = [
  {
    field: 'Activity',
    label: 'E-mail me about activity on my posts',
    hint: 'Answers, accepted answers and edits you have not seen on QueryHub within 15 minutes, gathered in one e-mail (at most 10 a day).',
  },
  {
    field: 'Digest',
    label: 'Weekly digest',
    hint: 'Once a week, when you have not visited for 7 days: the top new and the unanswered questions of the categories you take part in.',
  },
];

function PreferencesForm({ uid }: { uid: string }) {
  const { state, save } = useEmailPreferences(uid);
  // The choice being saved shows at once; the stored one takes over when the save ends.
  const [saving, setSaving] = useState<EmailPreferences | null>(null);
  const [status, setStatus] = useState<'saved' | 'failed' | null>(null);
  if (state.status === 'loading') return <Spinner label="Loading your e-mail settings" />;
  if (state.status === 'error') {
    return <p role="alert">Your e-mail settings could not be loaded. Please try again.</p>;
  }
  const current = saving ?? state.data;

  async function toggle(field: keyof EmailPreferences, checked: boolean) {
    const next = { ...current, [field]: checked };
    setSaving(next);
    setStatus(null);
    try {
      await save(next);
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setSaving(null);
    }
  }

  return (
    <form className="email-preferences" onSubmit={(event) => event.preventDefault()}>
      {CHOICES.map((choice) => (
        <p key={choice.field} className="email-preferences__choice">
          <label>
            <input
              type="checkbox"
              checked={current[choice.field]}
              disabled={saving !== null}
              aria-describedby={`email-preferences-${choice.field}`}
              onChange={(event) => void toggle(choice.field, event.target.checked)}
            />{' '}
            {choice.label}
          </label>
          <br />
          <small id={`email-preferences-${choice.field}`}>{choice.hint}</small>
        </p>
      ))}
      <p role="status" aria-live="polite">
        {status === 'saved' ? 'Saved.' : ''}
      </p>
      {status === 'failed' && <p role="alert">That did not work. Please try again.</p>}
    </form>
  );
}

export default function EmailPreferencesPage() {
  usePageTitle('E-mail Preferences');
  const { user } = useAuth();
  return (
    <section className="page" aria-labelledby="email-preferences-title">
      <h1 id="email-preferences-title">E-MAIL PREFERENCES</h1>
      <Card as="section" aria-label="E-mail settings">
        {user ? (
          <PreferencesForm uid={user.uid} />
        ) : (
          <Spinner label="Loading your e-mail settings" />
        )}
        <p>
          Every e-mail also has a link that turns its kind off without signing in. Mail goes only to
          a verified address.
        </p>
      </Card>
    </section>
  );
}
