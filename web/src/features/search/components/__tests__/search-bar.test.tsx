import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { SearchBar } from '../search-bar';

describe('SearchBar', () => {
  it('opens the results with spaces as hyphens when Enter is pressed', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<SearchBar />);
    await user.type(screen.getByRole('searchbox'), '  react   hooks {enter}');
    expect(router.state.location.pathname).toBe('/Results/react-hooks');
  });

  it('opens the results when the icon is clicked, URL-encoding what needs it', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<SearchBar />);
    await user.type(screen.getByRole('searchbox'), 'c++ / rust?');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(router.state.location.pathname).toBe('/Results/c%2B%2B-%2F-rust%3F');
  });

  it('does nothing while the text is empty or blank', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen(<SearchBar />);
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox'), '   {enter}');
    expect(router.state.location.pathname).toBe('/');
  });
});
