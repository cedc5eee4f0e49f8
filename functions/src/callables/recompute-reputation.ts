import { recomputeReputation } from '../maintenance/recompute-reputation';
import { adminCallable, noInput } from './admin-callable';

export const recomputeReputationCallable = adminCallable('recomputeReputation', {
  parse: noInput,
  run: (_input, db) => recomputeReputation(db),
});
