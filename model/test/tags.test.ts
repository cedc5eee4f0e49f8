import { describe, expect, it } from 'vitest';
import { isTag, normalizeTag, questionTags, tagListProblem, tagPath } from '../src/index.js';

describe('tags', () => {
  it('accept lowercase letters, digits and +#.- up to 35 characters', () => {
    for (const tag of ['c++', 'c#', 'node.js', 'vue-3', 'a', 'x'.repeat(35)]) {
      expect(isTag(tag), tag).toBe(true);
    }
    for (const tag of ['', 'C++', 'two words', 'x'.repeat(36), 'é', 'a/b', '<b>', 5]) {
      expect(isTag(tag), String(tag)).toBe(false);
    }
  });

  it('normalise what a user types', () => {
    expect(normalizeTag('  Node JS ')).toBe('node-js');
    expect(normalizeTag('C#')).toBe('c#');
  });

  it('explain a list with no tag, too many, a bad or a repeated one', () => {
    expect(tagListProblem(['css'])).toBeNull();
    expect(tagListProblem([])).toMatch(/at least one/);
    expect(tagListProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toMatch(/at most 5/);
    expect(tagListProblem(['Bad Tag'])).toMatch(/not a tag/);
    expect(tagListProblem(['a', 'a'])).toMatch(/once/);
  });

  it('read the valid tags of a stored question, and none from an old one', () => {
    expect(questionTags({ Tags: ['css', 'css', 'BAD', 3, 'html'] })).toEqual(['css', 'html']);
    expect(questionTags({})).toEqual([]);
    expect(questionTags(undefined)).toEqual([]);
  });

  it('link to the tag page', () => {
    expect(tagPath('c#')).toBe('/Tags/c%23');
  });
});
