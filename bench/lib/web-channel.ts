// What the web SDK exchanges with Firestore in a page, read where the SDK reads it: its
// WebChannel requests (`…/Firestore/Listen/channel` and `…/Write/channel`). An init script keeps
// each channel request's body and response text; the bench then parses them:
// - the Listen bodies' `addTarget`s name each listener (its query or document);
// - the responses' `documentChange`s are the documents delivered to those listeners, which
//   Firestore bills as reads, one per listener the change names ("Listening to query results");
// - the Write bodies' `writes` are the page's own document writes.

/**
 * Plain text for page.addInitScript (tsx-compiled functions do not survive the trip). The SDK
 * sends its channels with fetch (its WebChannel's fetch streams) or, in other builds, with
 * XMLHttpRequest: both are wrapped; a streamed response is read from a clone as it arrives.
 */
export const CAPTURE_CHANNELS = `(() => {
  const log = [];
  window.__costChannels = log;
  const CHANNEL = /google\\.firestore\\.v1\\.Firestore\\/(Listen|Write)\\/channel/;
  const bodyText = (body) =>
    typeof body === 'string' ? body : body instanceof URLSearchParams ? body.toString() : '';
  const fetchOriginal = window.fetch;
  window.fetch = function (input, init) {
    const match = CHANNEL.exec(String((input && input.url) || input));
    // A Request carries its own body: read a copy, taken before fetch consumes it.
    const request = match && input instanceof Request ? input.clone() : null;
    const promise = fetchOriginal.apply(this, arguments);
    if (!match) return promise;
    const entry = { channel: match[1], body: bodyText(init && init.body), text: '' };
    log.push(entry);
    if (request) request.text().then((text) => { entry.body = text; }).catch(() => undefined);
    promise.then((response) => {
      const copy = response.clone().body;
      if (!copy) return undefined;
      const reader = copy.getReader();
      const decoder = new TextDecoder();
      const pump = () => reader.read().then(({ done, value }) => {
        if (done) return undefined;
        entry.text += decoder.decode(value, { stream: true });
        return pump();
      });
      return pump();
    }).catch(() => undefined);
    return promise;
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    this.__costUrl = String(url);
    return open.call(this, method, url, ...rest);
  };
  XMLHttpRequest.prototype.send = function (body) {
    const match = CHANNEL.exec(this.__costUrl || '');
    if (match) {
      const entry = { channel: match[1], body: bodyText(body), text: '' };
      log.push(entry);
      const read = () => { try { entry.text = this.responseText; } catch (error) { /* not yet */ } };
      this.addEventListener('readystatechange', read);
      this.addEventListener('progress', read);
      this.addEventListener('loadend', read);
    }
    return send.call(this, body);
  };
})()`;

/** Read back with page.evaluate. */
export const READ_CHANNELS = 'window.__costChannels || []';

export interface ChannelEntry {
  channel: 'Listen' | 'Write';
  body: string;
  text: string;
}

/** The messages of a forward-channel body (`count=1&ofs=0&req0___data__=…`). */
function forwardMessages(body: string): Record<string, unknown>[] {
  if (!body) return [];
  const messages: Record<string, unknown>[] = [];
  for (const [key, value] of new URLSearchParams(body)) {
    if (!/^req\d+___data__$/.test(key)) continue;
    try {
      messages.push(JSON.parse(value) as Record<string, unknown>);
    } catch {
      // not JSON: a control message
    }
  }
  return messages;
}

/** The server's messages in a back-channel text: `<length>\n<json>` frames. */
function backMessages(text: string): unknown[] {
  const messages: unknown[] = [];
  let at = 0;
  while (at < text.length) {
    const newline = text.indexOf('\n', at);
    if (newline === -1) break;
    const size = Number(text.slice(at, newline));
    if (!Number.isInteger(size) || newline + 1 + size > text.length) break;
    const chunk = text.slice(newline + 1, newline + 1 + size);
    at = newline + 1 + size;
    try {
      const arrays = JSON.parse(chunk) as unknown[];
      for (const item of arrays) {
        const payload = Array.isArray(item) ? item[1] : undefined;
        if (Array.isArray(payload)) messages.push(...payload);
      }
    } catch {
      break;
    }
  }
  return messages;
}

interface Target {
  label: string;
  docs: number;
}

export interface PageTraffic {
  /** Each listener (a query or a document), with the documents delivered to it. */
  targets: Target[];
  /** Documents delivered, one per listener they were delivered to. */
  delivered: number;
  /** Billed reads: the deliveries, and one for a listener whose first result was empty. */
  billedReads: number;
  writes: number;
  /** Characters the Listen channels received (JSON as sent; the transfer may be compressed). */
  listenChars: number;
}

function describeTarget(target: Record<string, unknown>): string {
  const documents = (target.documents as { documents?: string[] } | undefined)?.documents;
  if (documents?.length) {
    const path = documents[0]?.split('/documents/')[1] ?? '?';
    return `${path.split('/').slice(0, -1).join('/')}/{id}`;
  }
  const query = target.query as
    | {
        structuredQuery?: {
          from?: { collectionId?: string; allDescendants?: boolean }[];
          where?: unknown;
          orderBy?: { field?: { fieldPath?: string } }[];
          limit?: number | { value?: number };
        };
      }
    | undefined;
  const sq = query?.structuredQuery;
  const from = sq?.from?.[0];
  const filters = JSON.stringify(sq?.where ?? {}).match(/"fieldPath":"[^"]+"/g) ?? [];
  const fields = [...new Set(filters.map((f) => f.slice(13, -1)))];
  const limit = typeof sq?.limit === 'number' ? sq.limit : sq?.limit?.value;
  return (
    `${from?.allDescendants ? 'group ' : ''}${from?.collectionId ?? '?'}` +
    (fields.length ? ` where ${fields.join(', ')}` : '') +
    (limit ? ` limit ${limit}` : '')
  );
}

export function pageTraffic(entries: readonly ChannelEntry[]): PageTraffic {
  const labels = new Map<number, string>();
  const docs = new Map<number, number>();
  let writes = 0;
  let listenChars = 0;
  for (const entry of entries) {
    if (entry.channel === 'Listen') listenChars += entry.text.length;
    for (const message of forwardMessages(entry.body)) {
      if (entry.channel === 'Write') {
        writes += Array.isArray(message.writes) ? message.writes.length : 0;
        continue;
      }
      const add = message.addTarget as
        (Record<string, unknown> & { targetId?: number }) | undefined;
      if (add && typeof add.targetId === 'number') {
        labels.set(add.targetId, describeTarget(add));
        docs.set(add.targetId, docs.get(add.targetId) ?? 0);
      }
    }
    if (entry.channel !== 'Listen') continue;
    for (const message of backMessages(entry.text)) {
      const change = (message as { documentChange?: { targetIds?: number[] } }).documentChange;
      for (const id of change?.targetIds ?? []) docs.set(id, (docs.get(id) ?? 0) + 1);
    }
  }
  const targets = [...docs].map(([id, count]) => ({
    label: labels.get(id) ?? `target ${id}`,
    docs: count,
  }));
  const delivered = targets.reduce((sum, t) => sum + t.docs, 0);
  return {
    targets,
    delivered,
    billedReads: targets.reduce((sum, t) => sum + Math.max(1, t.docs), 0),
    writes,
    listenChars,
  };
}
