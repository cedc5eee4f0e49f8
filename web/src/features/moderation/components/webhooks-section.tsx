import { useState, type FormEvent } from 'react';
import { WEBHOOK_EVENTS, WEBHOOK_LIMITS, errorCode, type WebhookEvent } from '@queryhub/model';
import { formatPostTime } from '@/components/content/post-card';
import { Button, FormError, TextField } from '@/components/ui';
import { addWebhook, removeWebhook, type AddedWebhook } from '../api/webhooks';
import { useAdminAction } from '../hooks/use-admin-action';
import { AdminList } from './admin-list';
import { AdminSection } from './admin-section';
import { useWebhookDeliveries, useWebhooks } from '../hooks/use-admin-data';

/** Refusals whose message tells the administrator what to change. */
const REFUSALS = new Set(['functions/invalid-argument', 'functions/resource-exhausted']);

/**
 * /Admin's outgoing webhooks: the endpoints (add with a URL and events, remove), the signing
 * secret of a new endpoint shown once, and the latest deliveries with their status.
 */
export function WebhooksSection() {
  const endpoints = useWebhooks();
  const deliveries = useWebhookDeliveries();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEvent[]>(['question.created']);
  const [added, setAdded] = useState<AddedWebhook | null>(null);
  /** Why the server refused the URL or events, in its words (an internal address, …). */
  const [refusal, setRefusal] = useState('');
  const { run, confirmThenRun, running: submitting, error, outcome } = useAdminAction();

  function toggle(event: WebhookEvent, on: boolean) {
    setEvents((current) =>
      on ? [...current, event] : current.filter((existing) => existing !== event),
    );
  }

  function onAdd(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run(async () => {
      setAdded(null);
      setRefusal('');
      try {
        setAdded(await addWebhook(url.trim(), events));
        setUrl('');
      } catch (error) {
        if (!REFUSALS.has(String(errorCode(error)))) throw error;
        setRefusal(error instanceof Error ? error.message : String(error));
      }
      return '';
    });
  }

  function onRemove(id: string, endpointUrl: string) {
    void confirmThenRun(
      {
        title: 'REMOVE WEBHOOK',
        text: `Stop sending events to ${endpointUrl}? Its queued deliveries are dropped.`,
        confirmLabel: 'Remove',
      },
      async () => {
        setAdded(null);
        await removeWebhook(id);
        return `Removed the webhook to ${endpointUrl}.`;
      },
    );
  }

  return (
    <AdminSection titleId="webhooks-title" title="Webhooks">
      <form className="form" onSubmit={onAdd}>
        <TextField
          label="Endpoint URL"
          name="webhook-url"
          type="url"
          placeholder="https://example.com/hooks/queryhub"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          maxLength={WEBHOOK_LIMITS.maxUrlLength}
          required
          disabled={submitting}
        />
        <fieldset className="admin-webhook-events">
          <legend>Events</legend>
          {WEBHOOK_EVENTS.map((name) => (
            <label key={name}>
              <input
                type="checkbox"
                checked={events.includes(name)}
                disabled={submitting}
                onChange={(event) => toggle(name, event.target.checked)}
              />{' '}
              {name}
            </label>
          ))}
        </fieldset>
        <Button type="submit" disabled={submitting || events.length === 0}>
          Add webhook
        </Button>
      </form>
      {error && <FormError {...error} />}
      {refusal && <FormError message="The webhook was not added." detail={refusal} />}
      <div role="status" className="admin-result">
        {added && (
          <>
            <p>
              Added the webhook to {added.url}. Its signing secret is shown this once: copy it to
              the receiver.
            </p>
            <p>
              <code aria-label="Signing secret">{added.secret}</code>
            </p>
          </>
        )}
        {outcome}
      </div>

      <h3>Endpoints</h3>
      <AdminList
        state={endpoints}
        label="Webhook endpoints"
        emptyMessage="No webhooks"
        renderItem={(endpoint) => (
          <>
            <p>
              <strong>{endpoint.url}</strong>
            </p>
            <p>
              {endpoint.events.join(', ')} ·{' '}
              {endpoint.active
                ? `Active${endpoint.failures > 0 ? `, ${endpoint.failures} failures in a row` : ''}`
                : `Disabled after ${endpoint.failures} failures in a row`}
            </p>
            <div className="admin-item__actions">
              <Button
                variant="danger"
                disabled={submitting}
                aria-label={`Remove the webhook to ${endpoint.url}`}
                onClick={() => onRemove(endpoint.id, endpoint.url)}
              >
                Remove
              </Button>
            </div>
          </>
        )}
      />

      <h3>Recent deliveries</h3>
      <AdminList
        state={deliveries}
        label="Webhook deliveries"
        emptyMessage="No deliveries yet"
        renderItem={(delivery) => (
          <>
            {delivery.updatedMillis !== null ? `${formatPostTime(delivery.updatedMillis)} · ` : ''}
            {delivery.event} {delivery.subjectId} · {delivery.status} after {delivery.attempts}{' '}
            attempt{delivery.attempts === 1 ? '' : 's'}
            {delivery.lastStatusCode > 0 && ` · HTTP ${delivery.lastStatusCode}`}
            {delivery.lastError && <span className="admin-result"> {delivery.lastError}</span>}
          </>
        )}
      />
    </AdminSection>
  );
}
