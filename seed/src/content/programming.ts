import type { SeedCategory } from './types.js';

export const programming: SeedCategory = {
  id: 'programming',
  subject: 'Programming',
  author: 'alice',
  questions: [
    {
      author: 'bruno',
      tags: ['javascript', 'async'],
      text: 'Why does my async function return a Promise instead of the value? I call getUser() and log the result, but the console shows "Promise { <pending> }".',
      screenshot: {
        title: 'user.js',
        lines: [
          'async function getUser(id) {',
          '  const res = await fetch(`/api/users/${id}`);',
          '  return res.json();',
          '}',
          '',
          'const user = getUser(42);',
          'console.log(user); // Promise { <pending> }',
        ],
      },
      answers: [
        {
          author: 'alice',
          text: [
            'An `async` function **always** returns a Promise, even when you return a plain value inside it. Either await the call from another async function, or use `then`:',
            '',
            '```js',
            'const user = await getUser(42);',
            'console.log(user.name);',
            '',
            '// or, outside an async function:',
            'getUser(42).then((user) => console.log(user.name));',
            '```',
            '',
            'In Node 20 ES modules you can also use top-level `await`.',
          ].join('\n'),
        },
        {
          author: 'chen',
          text: 'To add to that: the value only exists after the network request finishes, so there is no way to get it synchronously. Structure your code so that everything which needs the user runs after the await.',
        },
      ],
    },
    {
      author: 'chen',
      tags: ['git'],
      text: 'What is the difference between git merge and git rebase, and when should I use each?',
      answers: [
        {
          author: 'dalia',
          text: 'Merge keeps history exactly as it happened and adds a merge commit that joins the two branches. Rebase replays your commits on top of the other branch, so history looks linear, but it rewrites your commits (new hashes). Rule of thumb: rebase your own local feature branch onto main before opening a pull request; never rebase commits that other people have already pulled.',
        },
        {
          author: 'emeka',
          text: 'Many teams use "squash and merge" for pull requests, which gives a linear main branch without anyone having to rebase by hand. Pick one policy per repository and write it in CONTRIBUTING.md.',
        },
      ],
    },
    {
      author: 'dalia',
      tags: ['python', 'csv', 'memory'],
      text: [
        'How do I read a large CSV file in Python without running out of memory?',
        '',
        'This is what I do now, and it fails on a 6 GB file:',
        '',
        '```python',
        'rows = list(csv.reader(open("data.csv")))',
        'for row in rows:',
        '    process(row)',
        '```',
      ].join('\n'),
      answers: [
        {
          author: 'chen',
          text: [
            'Stream it. The `csv` module reads row by row, so memory stays flat no matter how big the file is:',
            '',
            '```python',
            'import csv',
            '',
            'with open("data.csv", newline="") as f:',
            '    for row in csv.DictReader(f):',
            '        process(row)',
            '```',
          ].join('\n'),
        },
        {
          author: 'bruno',
          text: 'If you need pandas, pass chunksize: for chunk in pd.read_csv("data.csv", chunksize=100_000): process(chunk). Also set dtype for each column; the default object columns use a lot of memory.',
        },
      ],
    },
    {
      author: 'emeka',
      tags: ['typescript'],
      text: 'TypeScript says "Object is possibly undefined" after I check array.length > 0. Why does the check not narrow the type?',
      screenshot: {
        title: 'first.ts',
        lines: [
          'function first(items: string[]): string {',
          '  if (items.length > 0) {',
          '    return items[0].toUpperCase();',
          '    //     ~~~~~~~~ Object is possibly',
          "    //              'undefined'. ts(2532)",
          '  }',
          "  return '';",
          '}',
        ],
      },
      answers: [
        {
          author: 'alice',
          text: [
            'That comes from `noUncheckedIndexedAccess`: every index access is typed `T | undefined`, and TypeScript does not connect a length check to a later index. Read the element once and check it:',
            '',
            '```ts',
            'function first(items: string[]): string {',
            '  const head = items[0];',
            "  return head !== undefined ? head.toUpperCase() : '';",
            '}',
            '```',
          ].join('\n'),
        },
        {
          author: 'freya',
          text: 'The option is worth keeping, by the way. It catches real off-by-one bugs. Array destructuring (const [head] = items) reads nicely too, and head is typed string | undefined.',
        },
      ],
    },
    {
      author: 'freya',
      tags: ['exceptions', 'error-handling'],
      text: 'Is it bad practice to catch an exception and just log it?',
      answers: [
        {
          author: 'dalia',
          text: 'Only catch what you can handle. If the caller needs to know that the operation failed, logging and continuing hides the bug and leaves the program in a half-done state. Log and rethrow, or let it reach a top-level handler that logs once.',
        },
        {
          author: 'bruno',
          text: 'One exception: background jobs where one bad item should not stop the batch. Log it with enough context (the item id) and count the failures, so someone notices.',
        },
      ],
    },
    {
      author: 'alice',
      tags: ['testing', 'unit-tests', 'javascript'],
      text: 'How do I write a unit test for code that depends on the current time?',
      answers: [
        {
          author: 'emeka',
          text: 'Pass a clock in (a now() function or a Date) instead of calling Date.now() deep inside. Then the test passes a fixed time. It also makes the code easier to reason about.',
        },
        {
          author: 'chen',
          text: [
            'If you cannot change the code, test runners have fake timers:',
            '',
            '| runner | fake the clock |',
            '| ------ | -------------- |',
            '| Vitest | `vi.useFakeTimers()` |',
            '| Jest   | `jest.useFakeTimers()` |',
            '',
            '```ts',
            'vi.useFakeTimers();',
            "vi.setSystemTime(new Date('2024-01-01'));",
            '// … the code under test …',
            'vi.useRealTimers();',
            '```',
            '',
            'Remember to ~~forget~~ restore real timers after each test.',
          ].join('\n'),
        },
        {
          author: 'freya',
          text: 'Also test around edges: midnight, month ends, daylight-saving changes. Most time bugs live there.',
        },
      ],
    },
    {
      // Closed as a duplicate of programming-q1 by its asker (seed/closing.ts): the demo's
      // duplicate notice and link.
      author: 'freya',
      tags: ['javascript', 'async', 'promises'],
      text: 'My async function logs Promise { <pending> } instead of the user it fetched. How do I get the value out of it?',
      answers: [],
    },
  ],
};
