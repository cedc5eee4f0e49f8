import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import NotFoundPage from '../not-found-page';

describe('NotFoundPage', () => {
  it('shows Page Not Found with Return Home and a working Go Back', async () => {
    const router = createMemoryRouter(
      [
        { path: '/Contact', element: <p>Contact page</p> },
        { path: '*', element: <NotFoundPage /> },
      ],
      { initialEntries: ['/Contact', '/ResetPassword'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('QueryHub • Page Not Found');
    await userEvent.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(await screen.findByText('Contact page')).toBeInTheDocument();
  });
});
