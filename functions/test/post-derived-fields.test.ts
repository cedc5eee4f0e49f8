import { describe, expect, it } from 'vitest';
import { readAnswerDoc, readQuestionDoc, readUserDoc } from '@queryhub/model';
import { postDerivedFields } from '../src/posts/post-derived-fields';

describe('postDerivedFields', () => {
  it('builds keywords from the post text and takes the author’s current name', () => {
    const fields = postDerivedFields(
      'answer',
      readAnswerDoc({ Answer: 'Use an index', Question: 'ignored words', UserName: 'forged' }),
      readUserDoc({ displayName: 'Alice' }),
      () => false,
    );
    expect(fields.UserName).toBe('Alice');
    expect(fields.Keywords).toContain('index');
    expect(fields.Keywords).not.toContain('ignored');
  });

  it('renders the Markdown text to sanitized HTML and builds keywords from its words only', () => {
    const fields = postDerivedFields(
      'question',
      readQuestionDoc({
        Question: 'Why does **useEffect** run twice? [docs](https://react.example/strictmode)',
      }),
      null,
      () => false,
    );
    expect(fields.Html).toContain('<strong>useEffect</strong>');
    expect(fields.Html).toContain('rel="nofollow ugc noopener"');
    expect(fields.Keywords).toEqual(expect.arrayContaining(['useeffect', 'docs', 'twice']));
    expect(fields.Keywords).not.toContain('strictmode');
    expect(fields.Keywords).not.toContain('https');
  });

  it('keeps a legacy post’s name when the author record is gone', () => {
    expect(
      postDerivedFields(
        'question',
        readQuestionDoc({ Question: 'x', UserName: 'bob' }),
        null,
        () => false,
      ).UserName,
    ).toBe('bob');
  });
});
