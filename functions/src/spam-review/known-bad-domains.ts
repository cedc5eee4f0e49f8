// Known-bad domains: a link to one of these (or to a subdomain) holds a post for review, whoever
// wrote it (model/src/spam-score.ts, scorePost). Data, not code: add a domain on its own line,
// lower case, without scheme or `www.`, and deploy the functions. It lives in the functions,
// not the model, so it never ships in the web bundle for spammers to read.
//
// `spam.example` is a reserved name (RFC 2606) that never resolves: the tests and the demo use
// it to show the hold. Real entries come from the moderators' own reports (the domains of posts
// they delete as spam) and public blocklists the operator trusts.
export const KNOWN_BAD_DOMAINS: readonly string[] = ['spam.example'];
