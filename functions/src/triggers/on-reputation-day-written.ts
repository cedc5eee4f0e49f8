import { COLLECTIONS } from '@queryhub/model';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { applyReputationDay } from '../reputation/apply-reputation-day';
import { firestore } from '../shared/firebase';
import { RETRIED_TRIGGER_OPTIONS, runRetriedTrigger } from '../shared/retried-trigger';

// The daily cap: a day's ledger changed, so the author's Reputation follows its capped value.
export const onReputationDayWritten = onDocumentWritten(
  { document: `${COLLECTIONS.reputationDays}/{dayId}`, ...RETRIED_TRIGGER_OPTIONS },
  async (event) => {
    if (!event.data?.after.exists) return;
    await runRetriedTrigger('onReputationDayWritten', event, () =>
      applyReputationDay(firestore(), event.params.dayId),
    );
  },
);
