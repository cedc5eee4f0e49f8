import { BOOT_SCRIPT } from '@queryhub/web/boot-script';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { releaseHeldEvents, replayHeldEvents, syncTypedText } from '../early-events';

/** Runs the boot script as the page's <head> does. */
function runBootScript() {
  new Function(BOOT_SCRIPT)();
}

describe('the early-input hold', () => {
  let root: HTMLElement;

  beforeEach(() => {
    document.body.innerHTML =
      '<div id="root"><div class="app"><button type="button">Upvote</button>' +
      '<a href="#answer">Answer</a><a href="/Results/x?page=2">Next page</a>' +
      '<a href="/Results/x?page=3" target="_blank">Page 3</a>' +
      '<form><input type="search" name="q"><button type="submit">Search</button></form>' +
      '<select aria-label="Theme"><option value="system">System</option><option value="dark">Dark</option></select>' +
      '</div></div>';
    root = document.getElementById('root')!;
    runBootScript();
  });

  afterEach(() => {
    releaseHeldEvents();
  });

  it('holds a click on a button and replays it once, on the same button, when released', () => {
    const button = root.querySelector('button')!;
    const onClick = vi.fn();
    button.addEventListener('click', onClick);
    button.click();
    expect(onClick).not.toHaveBeenCalled();
    replayHeldEvents(releaseHeldEvents(), root);
    expect(onClick).toHaveBeenCalledTimes(1);
    button.click();
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('leaves in-page links, new-tab links and modified clicks alone', () => {
    const [fragment, next, newTab] = [...root.querySelectorAll('a')];
    const onClick = vi.fn((event: MouseEvent) => event.defaultPrevented);
    for (const link of [fragment!, newTab!]) {
      link.addEventListener('click', onClick);
      link.click();
    }
    next!.addEventListener('click', onClick);
    next!.dispatchEvent(
      new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }),
    );
    expect(onClick.mock.results.map((result) => result.value as boolean)).toEqual([
      false,
      false,
      false,
    ]);
    expect(releaseHeldEvents()).toEqual([]);
  });

  it('holds a plain click on a link and replays it on the same link', () => {
    const next = root.querySelectorAll('a')[1]!;
    const onClick = vi.fn((event: MouseEvent) => event.preventDefault());
    next.addEventListener('click', onClick);
    next.click();
    expect(onClick).not.toHaveBeenCalled();
    replayHeldEvents(releaseHeldEvents(), root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('holds a form submission and submits it again with its text', () => {
    const form = root.querySelector('form')!;
    const onSubmit = vi.fn((event: SubmitEvent) => event.preventDefault());
    form.addEventListener('submit', onSubmit);
    root.querySelector('input')!.value = 'hooks';
    form.requestSubmit(root.querySelector<HTMLButtonElement>('button[type="submit"]'));
    expect(onSubmit).not.toHaveBeenCalled();
    const typed = vi.fn();
    root.addEventListener('input', typed);
    const held = releaseHeldEvents();
    syncTypedText(root);
    replayHeldEvents(held, root);
    expect(typed).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('replays a <select> change with the value the reader chose', () => {
    const select = root.querySelector('select')!;
    select.value = 'dark';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    select.value = 'system'; // what hydration renders
    const onChange = vi.fn(() => select.value);
    select.addEventListener('change', onChange);
    replayHeldEvents(releaseHeldEvents(), root);
    expect(onChange).toHaveReturnedWith('dark');
  });

  it('finds a replaced element again at the same place under #root', () => {
    const button = root.querySelector('button')!;
    button.click();
    const fresh = root.firstElementChild!.cloneNode(true) as Element;
    root.replaceChildren(fresh);
    const onClick = vi.fn();
    fresh.querySelector('button')!.addEventListener('click', onClick);
    replayHeldEvents(releaseHeldEvents(), root);
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
