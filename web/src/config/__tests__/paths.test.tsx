import { render, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fromUrlText, paths, toUrlSegment } from '../paths';

function ShowParams() {
  const params = useParams();
  return <pre data-testid="params">{JSON.stringify(params)}</pre>;
}

function routeTo(pattern: string, href: string): Record<string, string> {
  const router = createMemoryRouter([{ path: pattern, element: <ShowParams /> }], {
    initialEntries: [href],
  });
  const { container, unmount } = render(<RouterProvider router={router} />);
  const text = within(container).getByTestId('params').textContent ?? '{}';
  unmount();
  return JSON.parse(text) as Record<string, string>;
}

describe('paths', () => {
  it('turns spaces into hyphens and encodes reserved characters', () => {
    expect(toUrlSegment('C++ and Java')).toBe('C%2B%2B-and-Java');
    expect(toUrlSegment('Why / how? #1 100%')).toBe('Why-%2F-how%3F-%231-100%25');
  });

  it.each(['C++', 'What is a/b?', 'Hash # and 100%', 'Ünïcödé 日本語 text'])(
    'round-trips %j through the router to the display text',
    (subject) => {
      const params = routeTo(paths.category.path, paths.category.getHref('cat/1', subject));
      expect(params.ID).toBe('cat/1');
      expect(fromUrlText(params.Name)).toBe(subject);
    },
  );

  it('builds question, reply, ask and results links that match their routes', () => {
    const question = 'How do I use useEffect?';
    expect(routeTo(paths.question.path, paths.question.getHref('c1', 'q1', question))).toEqual({
      CatID: 'c1',
      QuestionID: 'q1',
      Question: 'How-do-I-use-useEffect?',
    });
    expect(routeTo(paths.reply.path, paths.reply.getHref('c1', 'q1', question)).QuestionID).toBe(
      'q1',
    );
    expect(fromUrlText(routeTo(paths.ask.path, paths.ask.getHref('c1', 'Web Dev')).Name)).toBe(
      'Web Dev',
    );
    expect(
      fromUrlText(routeTo(paths.results.path, paths.results.getHref('fire base')).SearchValue),
    ).toBe('fire base');
  });
});
