import { describe, expect, it } from 'vitest';
import {
  isTag,
  normalizeTag,
  questionTags,
  tagListProblem,
  tagPath,
  takeTypedTags,
} from '../src/index.js';

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

  it('accept no tag at all, and explain too many, a bad or a repeated one', () => {
    expect(tagListProblem(['css'])).toBeNull();
    expect(tagListProblem([])).toBeNull();
    expect(tagListProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toMatch(/at most 5/);
    expect(tagListProblem(['Bad Tag'])).toBe(
      "'Bad Tag' is not a valid tag: a tag is 1–35 characters of lowercase letters, digits and + # . - with no spaces or other signs.",
    );
    expect(tagListProblem(['a', 'a'])).toMatch(/once/);
  });

  it('take the text left in the box: split on commas and spaces, lowercased, each once', () => {
    expect(takeTypedTags([], 'alpha, beta gamma')).toEqual({
      tags: ['alpha', 'beta', 'gamma'],
      rest: '',
      problem: null,
    });
    expect(takeTypedTags(['beta'], ' Beta,,ALPHA\n\talpha , ')).toEqual({
      tags: ['beta', 'alpha'],
      rest: '',
      problem: null,
    });
    expect(takeTypedTags(['css'], '')).toEqual({ tags: ['css'], rest: '', problem: null });
    expect(takeTypedTags([], '  ,  ')).toEqual({ tags: [], rest: '', problem: null });
  });

  it('keep invalid typed words in the box and name the first one as typed', () => {
    const taken = takeTypedTags([], 'html C#! c# a/b C#! x'.replace('x', 'x'.repeat(36)));
    expect(taken.tags).toEqual(['html', 'c#']);
    expect(taken.rest).toBe(`C#! a/b ${'x'.repeat(36)}`);
    expect(taken.problem).toMatch(/^'C#!' is not a valid tag: a tag is 1–35 characters/);
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
