import { recomputeBadges } from '../maintenance/recompute-badges';
import { adminCallable, noInput } from './admin-callable';

export const recomputeBadgesCallable = adminCallable('recomputeBadges', {
  parse: noInput,
  run: (_input, db) => recomputeBadges(db),
});
