import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteProgressBar } from '../route-progress-bar';

function barHeights(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll<HTMLElement>('div[style*="height"]')).map(
    (element) => element.style.height,
  );
}

describe('RouteProgressBar', () => {
  it('is 6 px thick in the app and 8 px on /Register', async () => {
    const router = createMemoryRouter([{ path: '*', element: <RouteProgressBar /> }], {
      initialEntries: ['/'],
    });
    const { container } = render(<RouterProvider router={router} />);
    expect(barHeights(container)).toContain('6px');
    await act(() => router.navigate('/Register'));
    expect(barHeights(container)).toContain('8px');
    expect(barHeights(container)).not.toContain('6px');
  });
});
