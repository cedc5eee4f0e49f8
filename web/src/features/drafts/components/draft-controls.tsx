import { Button } from '@/components/ui';
import type { ComposerDraft, DraftStatus } from '../hooks/use-composer-draft';

const STATUS_TEXT: Readonly<Record<DraftStatus, string>> = {
  idle: '',
  saving: 'Saving draft…',
  saved: 'Draft saved',
  'saved-offline': 'Draft saved on this device; it syncs when you are back online',
  failed: 'Draft not saved',
};

/**
 * A composer's draft line: the save status (a polite live region, present from the start so
 * screen readers announce each change) and **Discard draft** while a draft is stored.
 */
export function DraftControls({
  draft,
  onDiscard,
}: {
  draft: ComposerDraft;
  onDiscard: () => void;
}) {
  return (
    <div className="draft-controls">
      <p className="draft-controls__status" role="status" aria-live="polite">
        {STATUS_TEXT[draft.status]}
      </p>
      {draft.hasDraft && (
        <Button
          variant="ghost"
          onClick={() => {
            draft.discard();
            onDiscard();
          }}
        >
          Discard draft
        </Button>
      )}
    </div>
  );
}
