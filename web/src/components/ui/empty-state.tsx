import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** The spec's empty text, e.g. 'No Categories Created'. */
  message: string;
  children?: ReactNode;
}

export function EmptyState({ message, children }: EmptyStateProps) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-state__message">{message}</p>
      {children}
    </div>
  );
}
