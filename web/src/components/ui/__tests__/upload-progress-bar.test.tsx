import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadProgressBar } from '..';

describe('UploadProgressBar', () => {
  it('renders nothing without an upload', () => {
    const { container } = render(<UploadProgressBar progress={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('shows a 4 px top bar and an announced percentage while uploading', () => {
    const { container } = render(<UploadProgressBar progress={42.4} />);
    const bar = screen.getByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveTextContent('Uploading 42%');
    const heights = Array.from(
      container.querySelectorAll<HTMLElement>('div[style*="height"]'),
      (element) => element.style.height,
    );
    expect(heights).toContain('4px');
  });
});
