// Which network address a request came from, for per-client budgets (the contact callable's in
// functions, the public API's in ssr). Pure: the caller hands over the header and the socket's
// peer, and says whether Google's front end stands before it (not under the emulators).

/**
 * The sender's address, from what the client cannot write. In production Google's front end
 * appends the address it received the request from as the LAST `x-forwarded-for` hop (anything
 * before it is whatever the client sent); see docs/decisions.md, "Rate limits". Under the
 * functions emulator the request reaches the function over the emulator's own local socket and
 * the header is the client's, so the socket's peer is used: every emulator client shares one
 * budget. Never Express' `request.ip`: with `trust proxy` it is the FIRST hop.
 */
export function clientAddress(
  forwardedFor: string | readonly string[] | undefined,
  socketAddress: string | undefined,
  behindGoogleFrontEnd: boolean,
): string {
  const peer = socketAddress ?? 'local';
  if (!behindGoogleFrontEnd) return peer;
  const header = typeof forwardedFor === 'string' ? forwardedFor : (forwardedFor ?? []).join(',');
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter((hop) => hop !== '');
  return hops.at(-1) ?? peer;
}
