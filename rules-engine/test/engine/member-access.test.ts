import { describe, expect, it } from 'vitest';
import { map, NULL, outcome, str } from './evaluate.js';

const variables = { request: map({ auth: NULL, data: map({ name: str('Ada'), tags: map({}) }) }) };

describe('fields, indexes and ranges', () => {
  it('reads map fields and fails on missing keys', () => {
    expect(outcome("request.data.name == 'Ada'", { variables })).toBe(true);
    expect(outcome('request.data.missing == null', { variables })).toBe('error');
    expect(outcome("request.data['name'] == 'Ada'", { variables })).toBe(true);
    expect(outcome("request.data['nope'] == 1", { variables })).toBe('error');
  });

  it('fails when reading through null', () => {
    expect(outcome('request.auth.uid == null', { variables })).toBe('error');
    expect(outcome('request.auth == null', { variables })).toBe(true);
  });

  it('indexes lists and checks bounds', () => {
    expect(outcome('[1, 2, 3][0] == 1')).toBe(true);
    expect(outcome('[1, 2, 3][3] == 1')).toBe('error');
    expect(outcome('[1, 2, 3][-1] == 3')).toBe('error');
    expect(outcome("[1, 2, 3]['a'] == 1")).toBe('error');
  });

  it('takes ranges of lists', () => {
    expect(outcome('[1, 2, 3, 4][1:3] == [2, 3]')).toBe(true);
    expect(outcome('[1, 2, 3][:2] == [1, 2]')).toBe(true);
    expect(outcome('[1, 2, 3][2:] == [3]')).toBe(true);
    expect(outcome('[1, 2, 3][2:1] == []')).toBe('error');
    expect(outcome('[1, 2, 3][0:10] == [1, 2, 3]')).toBe('error');
  });

  it('reports unknown variables as errors', () => {
    expect(outcome('nothing == 1')).toBe('error');
  });
});
