import { onRequest } from 'firebase-functions/v2/https';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import { applyUnsubscribe, RESULT_STATUS, unsubscribePage } from '../mail/unsubscribe';
import { firestore } from '../shared/firebase';

const field = (source: unknown, name: string): unknown =>
  (source as Record<string, unknown> | undefined)?.[name];

// /Unsubscribe (a Hosting rewrite). A mail client's one-click POST (body
// `List-Unsubscribe=One-Click`) or a browser opening the link turns the kind off; the page's Undo
// button POSTs `action=undo`. No cookie and no sign-in: the signed token is the authority.
export const unsubscribe = onRequest(
  { secrets: [UNSUBSCRIBE_SECRET], invoker: 'public' },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).send('Method not allowed');
      return;
    }
    const token = field(request.query, 'token') ?? field(request.body, 'token');
    const action =
      request.method === 'POST' && field(request.body, 'action') === 'undo'
        ? 'undo'
        : 'unsubscribe';
    const result = await applyUnsubscribe(
      firestore(),
      token,
      action,
      UNSUBSCRIBE_SECRET.value(),
      Date.now(),
    );
    response
      .status(RESULT_STATUS[result.status])
      .set('Cache-Control', 'no-store')
      .set('Content-Type', 'text/html; charset=utf-8')
      .send(unsubscribePage(result, typeof token === 'string' ? token : '', siteOrigin()));
  },
);
