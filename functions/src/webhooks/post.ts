// One delivery attempt over HTTP(S): connects only to addresses the SSRF guard accepts (checked
// at connect time, in the socket's own DNS lookup, so a name cannot be rebound between check and
// use), follows no redirect, waits WEBHOOK_LIMITS.timeoutMs at most and keeps a short excerpt.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@queryhub/model';
import {
  checkResolvedAddresses,
  refusedAddressReason,
  RefusedWebhookUrl,
  type GuardMode,
} from './address-guard';
import { logExcerpt, type AttemptResult } from './delivery-outcome';

/** A socket lookup that hands back only guarded addresses (or a RefusedWebhookUrl error). */
function guardedLookup(mode: GuardMode): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (error, found) => {
      if (error) return callback(error, '', 0);
      let addresses: LookupAddress[];
      try {
        addresses = checkResolvedAddresses(hostname, found, mode);
      } catch (refused) {
        return callback(refused as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return (callback as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** POSTs `body` to `url` with `headers`; never throws, the outcome is in the result. */
export async function postWebhook(
  url: URL,
  body: string,
  headers: Record<string, string>,
  mode: GuardMode,
): Promise<AttemptResult> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) {
    const reason = refusedAddressReason(host, mode);
    if (reason) return { statusCode: 0, error: `Refused: ${host} is ${reason}.` };
  }
  const options: RequestOptions = {
    method: 'POST',
    headers: {
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(body)),
      'user-agent': 'QueryHub-Webhooks/1',
    },
    lookup: guardedLookup(mode),
    timeout: WEBHOOK_LIMITS.timeoutMs,
    signal: AbortSignal.timeout(WEBHOOK_LIMITS.timeoutMs),
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    const request = send(url, options, (response) => {
      const statusCode = response.statusCode ?? 0;
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
        // Only an excerpt is kept: stop reading a large answer.
        if (text.length > WEBHOOK_LIMITS.responseExcerpt) response.destroy();
      });
      const finish = () => {
        const ok = statusCode >= 200 && statusCode < 300;
        resolve({ statusCode, error: ok ? '' : logExcerpt(`HTTP ${statusCode} ${text}`) });
      };
      response.on('end', finish);
      response.on('close', finish);
      response.on('error', finish);
    });
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      const refused = error instanceof RefusedWebhookUrl;
      resolve({
        statusCode: 0,
        error: logExcerpt(refused ? `Refused: ${error.message}` : error.message),
      });
    });
    request.end(body);
  });
}
