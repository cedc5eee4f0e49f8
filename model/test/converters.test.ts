import { describe, expect, it } from 'vitest';
import { VIEW_CONVERTERS, docPath, shapeConverter, TOPIC_NAME_PATH } from '../src/index.js';

const snapshot = (id: string, data: Record<string, unknown>) => ({ id, data: () => data });

describe('converters', () => {
  it('read a question into the view the UI shows, and refuse to write a view', () => {
    const view = VIEW_CONVERTERS.questions.fromFirestore(
      snapshot('q1', { Question: 'Why?', CatID: 'c1', UserName: 'Ada', QuestionScreenShot: '' }),
    );
    expect(view).toMatchObject({ id: 'q1', question: 'Why?', catId: 'c1', userName: 'Ada' });
    expect(view.screenshot).toBeNull();
    expect(() => VIEW_CONVERTERS.questions.toFirestore(view)).toThrow(TypeError);
  });

  it('pass a raw shape through unchanged both ways', () => {
    const converter = shapeConverter<{ state: string; at: number }>();
    expect(converter.toFirestore({ state: 'online', at: 1 })).toEqual({ state: 'online', at: 1 });
    expect(converter.fromFirestore(snapshot('u1', { state: 'offline', at: 2 }))).toEqual({
      state: 'offline',
      at: 2,
    });
  });

  it('spell document paths from the collection names', () => {
    expect(docPath('questions', 'q1')).toBe('Questions/q1');
    expect(TOPIC_NAME_PATH).toBe('Topic/Name');
  });
});
