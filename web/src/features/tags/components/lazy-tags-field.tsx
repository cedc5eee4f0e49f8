import { lazy, Suspense } from 'react';
import type { TagsFieldProps } from './tags-field';

// The combobox (downshift) loads with the first form that shows it, not with every page that
// imports this feature (the category page mounts Follow category from the same index).
const TagsFieldNow = lazy(async () => ({ default: (await import('./tags-field')).TagsField }));

/** The **Tags** field, loaded on first use; its label shows while it loads. */
export function TagsField(props: TagsFieldProps) {
  return (
    <Suspense
      fallback={
        <div className="field">
          <p className="field__label">Tags</p>
        </div>
      }
    >
      <TagsFieldNow {...props} />
    </Suspense>
  );
}
