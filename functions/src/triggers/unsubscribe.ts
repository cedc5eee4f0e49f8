import { onRequest } from 'firebase-functions/v2/https';
import { z } from 'zod/v4';
import { siteOrigin, UNSUBSCRIBE_SECRET } from '../mail/mail-params';
import {
  applyUnsubscribe,
  previewUnsubscribe,
  RESULT_STATUS,
  unsubscribePage,
} from '../mail/unsubscribe';
import { firestore } from '../shared/firebase';
import { parseOrNull } from '../shared/input-schema';

/** The fields the link (query) or the form and one-click POST (body) carry; others are ignored. */
const UnsubscribeFields = z.object({
  token: z.string().max(1024).optional().catch(undefined),
  action: z.literal('undo').optional().catch(undefined),
});

const fieldsOf = (source: unknown) => parseOrNull(UnsubscribeFields, source) ?? {};

// /Unsubscribe (a Hosting rewrite). Only a POST acts: a mail client's one-click POST (body
// `List-Unsubscribe=One-Click`, RFC 8058) or the page's Unsubscribe button turns the kind off, and
// its Undo button POSTs `action=undo`. A GET (a member opening the link, or a mail scanner or
// link preview fetching it) only shows the page that asks. No cookie and no sign-in: the signed
// token is the authority.
export const unsubscribe = onRequest(
  { secrets: [UNSUBSCRIBE_SECRET], invoker: 'public' },
  async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      response.set('Allow', 'GET, POST').status(405).send('Method not allowed');
      return;
    }
    const query = fieldsOf(request.query);
    const body = fieldsOf(request.body);
    const token = query.token ?? body.token;
    const secret = UNSUBSCRIBE_SECRET.value();
    const result =
      request.method === 'GET'
        ? await previewUnsubscribe(firestore(), token, secret, Date.now())
        : await applyUnsubscribe(
            firestore(),
            token,
            body.action ?? 'unsubscribe',
            secret,
            Date.now(),
          );
    response
      .status(RESULT_STATUS[result.status])
      .set('Cache-Control', 'no-store')
      .set('Content-Type', 'text/html; charset=utf-8')
      .send(unsubscribePage(result, token ?? '', siteOrigin()));
  },
);
