import englishMessages from 'ra-language-english';
import { describe, expect, it } from 'vitest';
import { areas } from '../area-list';
import type { MessageTree } from '../areas';
import { catalogues } from './i18n-provider';
import { portugueseMessages } from './ra-pt';
import { uiMessages } from '../ui/messages';

/** [dotted key, text] of every text in a catalogue. */
function textsOf(tree: MessageTree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[`${prefix}${key}`, value] as [string, string]]
      : textsOf(value, `${prefix}${key}.`),
  );
}
const keysOf = (tree: MessageTree) => textsOf(tree).map(([key]) => key);

describe('admin catalogues', () => {
  it("translate every one of react-admin's own texts into Portuguese", () => {
    const english = keysOf(englishMessages as unknown as MessageTree);
    const portuguese = new Set(keysOf(portugueseMessages));
    expect(english.filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('give every area, and the shared pieces (ui/), the same keys in pt and en', () => {
    for (const area of [...areas, { messages: uiMessages }]) {
      const pt = keysOf(area.messages.pt).sort();
      const en = keysOf(area.messages.en).sort();
      expect(pt).toEqual(en);
    }
  });

  it('hold no empty text', () => {
    const { pt, en } = catalogues(areas);
    // react-admin's own "null" boolean label is a deliberate blank.
    const empty = (tree: MessageTree) =>
      textsOf(tree)
        .filter(([key, text]) => text.trim() === '' && key !== 'ra.boolean.null')
        .map(([key]) => key);
    expect(empty(pt)).toEqual([]);
    expect(empty(en)).toEqual([]);
  });
});
