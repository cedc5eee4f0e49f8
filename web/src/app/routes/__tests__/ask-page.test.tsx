import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { NEW_ACCOUNT_MAX_LINKS, NEW_ACCOUNT_POST_DAYS } from '@queryhub/model';
import type { AuthState } from '@/features/auth';
import { useImageUpload } from '@/features/images';
import { renderScreen } from '@/testing/render';
import { deleteDraft, loadDraft, saveDraft } from '@/features/drafts/api/drafts';
import { createPost } from '@/features/posts/api/create-post';
import { useCategory } from '@/features/questions/api/get-category';
import AskPage from '../ask-page';

vi.mock('@/features/images', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/features/images')>()),
  useImageUpload: vi.fn(),
}));
vi.mock('@/features/posts/api/create-post', () => ({
  createPost: vi.fn(),
}));
vi.mock('@/features/questions/api/get-category', () => ({ useCategory: vi.fn() }));
vi.mock('@/features/drafts/api/drafts', () => ({
  loadDraft: vi.fn(),
  saveDraft: vi.fn(),
  deleteDraft: vi.fn(),
}));

const route = { path: '/Ask/:ID/:Name', url: '/Ask/c1/Web-Development' };
const upload = vi.fn();

function png(name = 'shot.png', size = 1024) {
  const file = new File(['x'], name, { type: name.endsWith('.gif') ? 'image/gif' : 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

let auth: Partial<AuthState> = {};

/** Types a tag into the Tags combobox and adds it with Enter, as a user does. */
async function addTag(user: ReturnType<typeof userEvent.setup>, tag = 'jsx') {
  await user.type(await screen.findByRole('combobox', { name: 'Tags' }), `${tag}{Enter}`);
}

describe('AskPage', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    auth = {
      user: { uid: 'u1', displayName: 'Ann', email: 'ann@example.com', photoURL: null },
      profile: null,
    };
    vi.mocked(useImageUpload).mockReturnValue({ progress: null, upload });
    vi.mocked(loadDraft).mockResolvedValue(null);
    vi.mocked(saveDraft).mockResolvedValue();
    vi.mocked(deleteDraft).mockResolvedValue();
    vi.mocked(useCategory).mockReturnValue({
      status: 'ready',
      data: { id: 'c1', subject: 'Web-Development' },
    });
  });

  it('submits the question in the stored category (exact Subject) and confirms', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup();
    const { router } = renderScreen(<AskPage />, { ...route, auth });
    expect(useCategory).toHaveBeenCalledWith('c1');
    expect(screen.getByLabelText('Your question')).toHaveAttribute('maxlength', '1000');

    await user.type(screen.getByLabelText('Your question'), ' What is JSX? ');

    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(createPost).toHaveBeenCalledWith('question', {
      text: 'What is JSX?',
      category: { id: 'c1', subject: 'Web-Development' },
      tags: ['jsx'],
      uid: 'u1',
      withScreenshot: false,
    });
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Submitted Question : What is JSX?');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/Questions/c1/q9/What-is-JSX%3F'),
    );
  });

  it("restores the account's draft of this category, text and tags; Discard draft clears it", async () => {
    vi.mocked(loadDraft).mockResolvedValue({ text: 'Half a question', tags: ['jsx'] });
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await waitFor(() =>
      expect(screen.getByLabelText('Your question')).toHaveValue('Half a question'),
    );
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(within(chosen).getByRole('listitem')).toHaveTextContent('jsx');
    expect(loadDraft).toHaveBeenCalledWith({ uid: 'u1', kind: 'ask', targetId: 'c1' });

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByLabelText('Your question')).toHaveValue('');
    expect(screen.queryByRole('list', { name: 'Chosen tags' })).toBeNull();
    expect(deleteDraft).toHaveBeenCalledWith({ uid: 'u1', kind: 'ask', targetId: 'c1' });
    expect(saveDraft).not.toHaveBeenCalled();
  });

  it('saves what is typed as the draft, says Draft saved, and deletes it once posted', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Draft saved'));
    expect(saveDraft).toHaveBeenLastCalledWith(
      { uid: 'u1', kind: 'ask', targetId: 'c1' },
      { text: 'Why?', tags: [] },
    );
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    await screen.findByRole('alertdialog');
    expect(deleteDraft).toHaveBeenCalledWith({ uid: 'u1', kind: 'ask', targetId: 'c1' });
  });

  it('uploads the chosen screenshot through the resumable upload, after the post', async () => {
    let finish!: () => void;
    vi.mocked(createPost).mockResolvedValue({
      id: 'q9',
      screenshotPath: "Question's_Screenshot/u1/q9",
    });
    upload.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    const file = png();
    await user.upload(screen.getByLabelText('Screenshot (optional)'), file);
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    expect(createPost).toHaveBeenCalledWith(
      'question',
      expect.objectContaining({ withScreenshot: true }),
    );
    await waitFor(() => expect(upload).toHaveBeenCalledWith("Question's_Screenshot/u1/q9", file));
    expect(screen.getByRole('button', { name: 'SUBMITTING' })).toBeDisabled();
    finish();
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Submitted Question : Why?');
  });

  it('says when the question was posted but its screenshot did not upload', async () => {
    vi.mocked(createPost).mockResolvedValue({
      id: 'q9',
      screenshotPath: "Question's_Screenshot/u1/q9",
    });
    upload.mockRejectedValue(Object.assign(new Error('no'), { code: 'storage/unauthorized' }));
    const user = userEvent.setup();
    const { router } = renderScreen(<AskPage />, { ...route, auth });
    await user.upload(screen.getByLabelText('Screenshot (optional)'), png());
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));

    const success = await screen.findByRole('alertdialog');
    expect(success).toHaveTextContent('Submitted Question : Why?');
    await user.click(within(success).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(screen.getByRole('alertdialog')).toHaveTextContent(
        'Your question was posted without its screenshot (storage/unauthorized).',
      ),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/Questions/c1/q9/Why%3F'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the upload progress bar while uploading', () => {
    vi.mocked(useImageUpload).mockReturnValue({ progress: 42, upload });
    renderScreen(<AskPage />, { ...route, auth });
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
  });

  it('refuses an unsupported file with the spec message and clears the choice', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup({ applyAccept: false });
    renderScreen(<AskPage />, { ...route, auth });
    const input = screen.getByLabelText<HTMLInputElement>('Screenshot (optional)');
    await user.upload(input, png('anim.gif'));
    expect(screen.getByRole('alertdialog', { name: 'File Format Not Supported' })).toBeVisible();
    expect(input.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await user.type(screen.getByLabelText('Your question'), 'Why?');

    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createPost).toHaveBeenCalledWith(
      'question',
      expect.objectContaining({ withScreenshot: false }),
    );
    expect(upload).not.toHaveBeenCalled();
  });

  it('refuses a file over 10485760 bytes with the spec message', async () => {
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.upload(screen.getByLabelText('Screenshot (optional)'), png('big.png', 10485761));
    expect(
      screen.getByRole('alertdialog', { name: 'File Size Should Be Less Than 10 MB' }),
    ).toBeVisible();
  });

  it('refuses a blank question and reports failed writes', async () => {
    vi.mocked(createPost).mockRejectedValue(
      Object.assign(new Error('x'), { code: 'storage/unauthorized' }),
    );
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your question'), '   ');
    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your question.');
    expect(createPost).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('Your question'), 'Real question');

    await addTag(user);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong');
    expect(alert).toHaveTextContent('storage/unauthorized');
    expect(screen.getByRole('button', { name: 'SUBMIT' })).toBeEnabled();
  });

  it('refuses more links than a new account may post, and lets an established one post them', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const text = 'Compare https://a.example https://b.example https://c.example';
    const profile = (createdAt: Date) => ({
      uid: 'u1',
      displayName: 'Ann',
      EMail: 'ann@example.com',
      photoURL: '',
      CreatedAt: { toDate: () => createdAt },
    });
    const user = userEvent.setup();
    const newcomer = { ...auth, profile: profile(new Date()), profileLoaded: true };
    const { unmount } = renderScreen(<AskPage />, { ...route, auth: newcomer });
    await user.click(screen.getByLabelText('Your question'));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      `New members may put at most ${NEW_ACCOUNT_MAX_LINKS} links in a post during their first ${NEW_ACCOUNT_POST_DAYS} days: this one has 3.`,
    );
    expect(createPost).not.toHaveBeenCalled();
    unmount();

    const longAgo = new Date(Date.now() - (NEW_ACCOUNT_POST_DAYS + 1) * 86_400_000);
    const member = { ...auth, profile: profile(longAgo), profileLoaded: true };
    renderScreen(<AskPage />, { ...route, auth: member });
    await user.click(screen.getByLabelText('Your question'));
    await user.paste(text);
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      `Submitted Question : ${text}`,
    );
  });

  it('asks with no tag at all, as the seed flow does', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Submitted Question : Why?');
    expect(createPost).toHaveBeenCalledWith('question', expect.objectContaining({ tags: [] }));
  });

  it('takes the text left in the Tags box on submit, and keeps an invalid word typed', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    const box = await screen.findByRole('combobox', { name: 'Tags' });
    await user.click(box);
    await user.paste('Alpha, beta gamma C#!');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^'C#!' is not a valid tag: /);
    expect(createPost).not.toHaveBeenCalled();
    expect(box).toHaveValue('C#!');
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['alpha×', 'beta×', 'gamma×']);

    await user.clear(box);
    await user.type(box, 'c#');
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createPost).toHaveBeenCalledWith(
      'question',
      expect.objectContaining({ tags: ['alpha', 'beta', 'gamma', 'c#'] }),
    );
  });

  it('normalises tags added with Enter and lets the user remove one', async () => {
    vi.mocked(createPost).mockResolvedValue({ id: 'q9', screenshotPath: '' });
    const user = userEvent.setup();
    renderScreen(<AskPage />, { ...route, auth });
    await user.type(screen.getByLabelText('Your question'), 'Why?');
    await addTag(user, 'Node JS');
    await addTag(user, 'c#');
    await addTag(user, 'spare');
    const chosen = screen.getByRole('list', { name: 'Chosen tags' });
    expect(
      within(chosen)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['node-js×', 'c#×', 'spare×']);
    await user.click(screen.getByRole('button', { name: 'Remove tag spare' }));
    await user.click(screen.getByRole('button', { name: 'SUBMIT' }));
    expect(createPost).toHaveBeenCalledWith(
      'question',
      expect.objectContaining({ tags: ['node-js', 'c#'] }),
    );
  });

  it('explains when the category does not exist', () => {
    vi.mocked(useCategory).mockReturnValue({ status: 'ready', data: null });
    renderScreen(<AskPage />, { ...route, auth });
    expect(screen.getByText('This category does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'SUBMIT' })).toBeNull();
  });
});
