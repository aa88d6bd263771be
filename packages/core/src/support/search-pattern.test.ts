import { describe, expect, it } from 'vitest';
import { containsPattern } from './search-pattern.ts';

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
  });
});
