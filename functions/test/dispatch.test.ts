import { describe, expect, it } from 'vitest';
import {
  dispatchWrite,
  handlersFor,
  type DocumentWrite,
  type WriteHandler,
} from '../src/dispatch/document-write';
import { ANSWER_HANDLERS } from '../src/dispatch/answer-handlers';
import { QUESTION_HANDLERS } from '../src/dispatch/question-handlers';

const NOW = Date.parse('2026-11-28T08:00:00Z');

function write(before: DocumentWrite['before'], after: DocumentWrite['after']): DocumentWrite {
  return {
    id: 'q1',
    time: new Date(NOW).toISOString(),
    before,
    after,
    beforeUpdateMillis: before ? NOW - 1 : undefined,
    afterUpdateMillis: after ? NOW : undefined,
  };
}

const question = {
  id: 'q1',
  uid: 'asker',
  Question: 'How do dispatchers work?',
  CatID: 'c1',
  Tags: ['firebase'],
  Score: 0,
  AnswerCount: 0,
};
const answer = { id: 'a1', uid: 'answerer', Answer: 'Like this.', QuestionID: 'q1', Score: 0 };

const names = (handlers: readonly WriteHandler[], w: DocumentWrite) =>
  handlersFor(handlers, w).map(({ name }) => name);

describe('the question handlers a write wakes', () => {
  it('a vote (Score changes) wakes only the badges and the search mirror', () => {
    expect(names(QUESTION_HANDLERS, write(question, { ...question, Score: 1 }))).toEqual([
      'question-badges',
      'question-search-mirror',
    ]);
  });

  it('a new question wakes its derived fields, tag counts, follows, fan-out, webhook, badges, mirror', () => {
    expect(names(QUESTION_HANDLERS, write(undefined, question))).toEqual([
      'question-derived-fields',
      'question-tag-counts',
      'question-asker-follows',
      'question-fan-out',
      'question-webhook',
      'question-badges',
      'question-search-mirror',
    ]);
  });

  it('an edit of the text wakes the revision and the followers’ notification, not the fan-out', () => {
    const edited = { ...question, Question: 'How do dispatchers really work?' };
    expect(names(QUESTION_HANDLERS, write(question, edited))).toEqual([
      'question-edit',
      'question-edit-notify',
      'question-badges',
      'question-search-mirror',
    ]);
  });

  it('a tag edit wakes the revision and the tag counts, and tells no follower', () => {
    const retagged = { ...question, Tags: ['firebase', 'functions'] };
    expect(names(QUESTION_HANDLERS, write(question, retagged))).toEqual([
      'question-edit',
      'question-tag-counts',
      'question-badges',
      'question-search-mirror',
    ]);
  });

  it('accepting an answer wakes reputation, the notification and the webhook once', () => {
    const accepted = { ...question, AcceptedAnswerID: 'a1' };
    expect(names(QUESTION_HANDLERS, write(question, accepted))).toEqual([
      'question-accepted',
      'question-accepted-notify',
      'question-accepted-webhook',
      'question-badges',
      'question-search-mirror',
    ]);
    // Taking it back moves reputation, and tells nobody.
    expect(names(QUESTION_HANDLERS, write(accepted, question))).toEqual([
      'question-accepted',
      'question-badges',
      'question-search-mirror',
    ]);
  });

  it('a delete wakes the cascade, the tag counts and the mirror', () => {
    expect(names(QUESTION_HANDLERS, write(question, undefined))).toEqual([
      'question-delete',
      'question-tag-counts',
      'question-search-mirror',
    ]);
  });
});

describe('the answer handlers a write wakes', () => {
  it('a vote wakes only the badges and the mirror; a new answer its derived fields and notices', () => {
    expect(names(ANSWER_HANDLERS, write(answer, { ...answer, Score: 2 }))).toEqual([
      'answer-badges',
      'answer-search-mirror',
    ]);
    expect(names(ANSWER_HANDLERS, write(undefined, answer))).toEqual([
      'answer-derived-fields',
      'answer-notify',
      'answer-mentions',
      'answer-webhook',
      'answer-badges',
      'answer-search-mirror',
    ]);
    expect(names(ANSWER_HANDLERS, write(answer, { ...answer, Answer: 'Like that.' }))).toEqual([
      'answer-edit',
      'answer-badges',
      'answer-search-mirror',
    ]);
  });
});

/** A handler that records its runs and fails as told. */
function recorder(name: string, fail?: unknown, redelivery?: WriteHandler['redelivery']) {
  const keys: string[] = [];
  const handler: WriteHandler = {
    name,
    wants: () => true,
    redelivery,
    run: (_write, eventKey) => {
      keys.push(eventKey);
      return fail === undefined ? Promise.resolve() : Promise.reject(fail);
    },
  };
  return { handler, keys };
}

const transient = Object.assign(new Error('contended'), { code: 10 });
const permanent = Object.assign(new Error('bug'), { code: 3 });

describe('dispatchWrite', () => {
  it('gives each handler its own key for the event, the same on a redelivery', async () => {
    const a = recorder('a');
    const b = recorder('b');
    const w = write(undefined, question);
    await dispatchWrite('d', 'ev1', w, [a.handler, b.handler], undefined, () => NOW);
    await dispatchWrite('d', 'ev1', w, [a.handler, b.handler], undefined, () => NOW);
    expect(a.keys).toEqual(['ev1-a', 'ev1-a']);
    expect(b.keys).toEqual(['ev1-b', 'ev1-b']);
  });

  it('runs every handler when one fails, and asks for redelivery only on a transient failure', async () => {
    const failing = recorder('failing', transient);
    const other = recorder('other');
    await expect(
      dispatchWrite(
        'd',
        'ev',
        write(undefined, question),
        [failing.handler, other.handler],
        undefined,
        () => NOW,
      ),
    ).rejects.toBe(transient);
    expect(other.keys).toEqual(['ev-other']);

    const broken = recorder('broken', permanent);
    await expect(
      dispatchWrite(
        'd',
        'ev',
        write(undefined, question),
        [broken.handler, other.handler],
        undefined,
        () => NOW,
      ),
    ).resolves.toBeUndefined();
    expect(other.keys).toHaveLength(2);
  });

  it('asks for redelivery on any failure of a handler that wants it (the search mirror)', async () => {
    const mirror = recorder('mirror', permanent, 'any');
    await expect(
      dispatchWrite('d', 'ev', write(question, question), [mirror.handler], undefined, () => NOW),
    ).rejects.toBe(permanent);
  });

  it('finishes the handlers marked first before the others start', async () => {
    const order: string[] = [];
    const handler = (name: string, first?: boolean): WriteHandler => ({
      name,
      first,
      wants: () => true,
      run: async () => {
        order.push(`${name} start`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        order.push(`${name} end`);
      },
    });
    await dispatchWrite(
      'd',
      'ev',
      write(undefined, question),
      [handler('later'), handler('derived', true)],
      undefined,
      () => NOW,
    );
    expect(order).toEqual(['derived start', 'derived end', 'later start', 'later end']);
  });

  it('drops an event older than an hour without running anything', async () => {
    const a = recorder('a');
    await dispatchWrite(
      'd',
      'ev',
      write(undefined, question),
      [a.handler],
      undefined,
      () => NOW + 61 * 60_000,
    );
    expect(a.keys).toEqual([]);
  });

  it('lets the emulator’s fault switch fail one handler', async () => {
    const a = recorder('a');
    const b = recorder('b');
    const fault = new Error('Injected test fault in a');
    await dispatchWrite(
      'd',
      'ev',
      write(undefined, question),
      [a.handler, b.handler],
      (name) => (name === 'a' ? Promise.reject(fault) : Promise.resolve()),
      () => NOW,
    );
    expect(a.keys).toEqual([]);
    expect(b.keys).toEqual(['ev-b']);
  });
});
