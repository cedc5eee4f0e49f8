import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { fetchTagSuggestions } from '../api/tag-suggestions';
import { TagsField } from '../components/tags-field';

vi.mock('../api/tag-suggestions', () => ({ fetchTagSuggestions: vi.fn() }));

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <>
      <TagsField value={tags} onChange={setTags} />
      <output aria-label="value">{tags.join(' ')}</output>
    </>
  );
}

describe('TagsField', () => {
  it('suggests existing tags as the user types, and picks one by keyboard', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([
      { tag: 'javascript', questionCount: 12 },
      { tag: 'java', questionCount: 3 },
    ]);
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'Ja');
    // The suggestions for "j" may show first; wait for those of the whole word typed.
    await vi.waitFor(() => expect(fetchTagSuggestions).toHaveBeenCalledWith('ja'), {
      timeout: 10_000,
    });
    expect(await screen.findByRole('option', { name: /^javascript/ })).toBeVisible();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('value')).toHaveTextContent('java');
    expect(input).toHaveValue('');
  });

  it('adds typed tags with Enter or a comma, and removes with Backspace or the button', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([]);
    const user = userEvent.setup();
    renderScreen(<Harness initial={['css']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'Flex Box{Enter}grid,');
    expect(screen.getByLabelText('value')).toHaveTextContent('css flex-box grid');
    await user.keyboard('{Backspace}');
    expect(screen.getByLabelText('value')).toHaveTextContent('css flex-box');
    await user.click(screen.getByRole('button', { name: 'Remove tag css' }));
    expect(screen.getByLabelText('value')).toHaveTextContent('flex-box');
  });

  it('takes the words left in the box when the user leaves it, keeping invalid ones', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([]);
    const user = userEvent.setup();
    renderScreen(<Harness initial={['css']} />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.type(input, 'Grid,  flex CSS a/b');
    await user.tab();
    expect(screen.getByLabelText('value')).toHaveTextContent('css grid flex');
    expect(input).toHaveValue('a/b');
  });

  it('takes a pasted list longer than one tag', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([]);
    const user = userEvent.setup();
    renderScreen(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Tags' });
    await user.click(input);
    const pasted = 'javascript, typescript, react-hooks, node.js, css-grid';
    await user.paste(pasted);
    expect(input).toHaveValue(pasted);
    await user.tab();
    expect(screen.getByLabelText('value')).toHaveTextContent(
      'javascript typescript react-hooks node.js css-grid',
    );
  });

  it('does not take the half-typed word when a suggestion is clicked', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([{ tag: 'javascript', questionCount: 12 }]);
    const user = userEvent.setup();
    renderScreen(<Harness />);
    await user.type(screen.getByRole('combobox', { name: 'Tags' }), 'jav');
    await user.click(await screen.findByRole('option', { name: /^javascript/ }));
    expect(screen.getByLabelText('value')).toHaveTextContent(/^javascript$/);
  });

  it('takes no sixth tag', async () => {
    vi.mocked(fetchTagSuggestions).mockResolvedValue([]);
    renderScreen(<Harness initial={['a', 'b', 'c', 'd', 'e']} />);
    expect(screen.getByRole('combobox', { name: 'Tags' })).toBeDisabled();
  });
});
