import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signedInUser } from '@/testing/render';
import { RedirectIfSignedIn, RequireAuth } from '../components/route-guards';

describe('route guards', () => {
  it('RequireAuth sends visitors to /', async () => {
    renderScreen(<RequireAuth>secret</RequireAuth>, { path: '/Profile' });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });

  it('RequireAuth waits while the sign-in state loads, then shows the page to users', () => {
    renderScreen(<RequireAuth>secret</RequireAuth>, {
      path: '/Profile',
      auth: { user: undefined },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Checking sign-in');
    renderScreen(<RequireAuth>secret</RequireAuth>, {
      path: '/Profile',
      auth: { user: signedInUser },
    });
    expect(screen.getByText('secret')).toBeInTheDocument();
  });

  it('RedirectIfSignedIn sends signed-in users to / and shows the form to visitors', async () => {
    renderScreen(<RedirectIfSignedIn>form</RedirectIfSignedIn>, { path: '/Login' });
    expect(screen.getByText('form')).toBeInTheDocument();
    renderScreen(<RedirectIfSignedIn>other</RedirectIfSignedIn>, {
      path: '/Register',
      auth: { user: signedInUser },
    });
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
