import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LoadedValue } from '../loaded-value';

function renderState(state: Parameters<typeof LoadedValue<string>>[0]['state']) {
  return render(
    <LoadedValue state={state} what="The question" missingMessage="This question does not exist.">
      {(value) => <p>Value: {value}</p>}
    </LoadedValue>,
  );
}

describe('LoadedValue', () => {
  it('shows each state of one document', () => {
    const { unmount } = renderState({ status: 'loading' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the question');
    unmount();

    const failed = renderState({ status: 'error', error: new Error('denied') });
    expect(screen.getByRole('alert')).toHaveTextContent('The question could not be loaded.');
    failed.unmount();

    const missing = renderState({ status: 'ready', data: null });
    expect(screen.getByText('This question does not exist.')).toBeInTheDocument();
    missing.unmount();

    renderState({ status: 'ready', data: 'Why?' });
    expect(screen.getByText('Value: Why?')).toBeInTheDocument();
  });
});
