import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, useContext } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { DialogProvider } from '@/components/ui';
import { LoginGatedLink } from '../login-gated-link';

const SignedIn = createContext<boolean | undefined>(undefined);

function Gate() {
  return (
    <LoginGatedLink
      signedIn={useContext(SignedIn)}
      to="/Create"
      loginMessage="Please Login To Create A Category!"
    >
      Create Category
    </LoginGatedLink>
  );
}

function Where() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

/** Renders the gate with a sign-in state; `settle` changes it as the Auth SDK would. */
function renderGate(signedIn: boolean | undefined) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <Gate /> },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: ['/'] },
  );
  const tree = (value: boolean | undefined) => (
    <DialogProvider>
      <SignedIn.Provider value={value}>
        <RouterProvider router={router} />
      </SignedIn.Provider>
    </DialogProvider>
  );
  const view = render(tree(signedIn));
  return { settle: (value: boolean) => view.rerender(tree(value)) };
}

const LOGIN_TEXT = 'Please Login To Create A Category!';

describe('LoginGatedLink', () => {
  it('is a link for a signed-in user', () => {
    renderGate(true);
    expect(screen.getByRole('link', { name: 'Create Category' })).toHaveAttribute(
      'href',
      '/Create',
    );
  });

  it('explains in the LOGIN dialog to a signed-out visitor', async () => {
    renderGate(false);
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(await screen.findByText(LOGIN_TEXT)).toBeInTheDocument();
  });

  it('while the state is unknown, a click waits, then opens the form for a signed-in user', async () => {
    const { settle } = renderGate(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(screen.getByRole('button', { name: 'Create Category' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.queryByText(LOGIN_TEXT)).not.toBeInTheDocument();
    settle(true);
    expect(await screen.findByTestId('location')).toHaveTextContent('/Create');
    expect(screen.queryByText(LOGIN_TEXT)).not.toBeInTheDocument();
  });

  it('while the state is unknown, a click waits, then explains to a signed-out visitor', async () => {
    const { settle } = renderGate(undefined);
    await userEvent.click(screen.getByRole('button', { name: 'Create Category' }));
    expect(screen.queryByText(LOGIN_TEXT)).not.toBeInTheDocument();
    settle(false);
    expect(await screen.findByText(LOGIN_TEXT)).toBeInTheDocument();
  });
});
