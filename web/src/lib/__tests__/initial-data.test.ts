import { docPath } from '@queryhub/model';
import { describe, expect, it } from 'vitest';
import { INITIAL_DATA_ELEMENT_ID, readInitialData, serializeForScript } from '../initial-data';

describe('serializeForScript', () => {
  it('escapes <, >, & and the JavaScript line separators, and stays valid JSON', () => {
    const value = { text: '</script><!-- & \u2028\u2029 -->' };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('readInitialData', () => {
  it('reads the embedded data, or null on a page without it', () => {
    document.body.innerHTML = '';
    expect(readInitialData(document)).toBeNull();
    const script = document.createElement('script');
    script.type = 'application/json';
    script.id = INITIAL_DATA_ELEMENT_ID;
    script.textContent = serializeForScript({ [docPath('questions', 'q1')]: { question: '<b>' } });
    document.body.append(script);
    expect(readInitialData(document)).toEqual({
      [docPath('questions', 'q1')]: { question: '<b>' },
    });
  });
});
