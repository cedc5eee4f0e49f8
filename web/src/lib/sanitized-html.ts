// The brand lives in @queryhub/model (the post views carry it); re-exported for the web app.
export { markSanitized, type SanitizedHtml } from '@queryhub/model';
