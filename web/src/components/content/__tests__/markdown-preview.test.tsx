import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownPreview } from '../markdown-preview';

describe('MarkdownPreview', () => {
  it('shows nothing for an empty text', () => {
    render(<MarkdownPreview text="   " />);
    expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
  });

  it('loads the renderer and shows the sanitized rendering under a Preview heading', async () => {
    render(<MarkdownPreview text={'Use **map** <script>alert(1)</script>'} />);
    expect(screen.getByRole('heading', { name: 'Preview' })).toBeInTheDocument();
    const bold = await screen.findByText('map', {}, { timeout: 15_000 });
    expect(bold.tagName).toBe('STRONG');
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText(/<script>alert\(1\)<\/script>/)).toBeInTheDocument();
  });
});
