import { recountUserCounters } from '../maintenance/recount-user-counters';
import { adminCallable, noInput } from './admin-callable';

export const recountUserCountersCallable = adminCallable('recountUserCounters', {
  parse: noInput,
  run: (_input, db) => recountUserCounters(db),
});
