import { existsSync, readFileSync } from 'node:fs';
import { imageSlots } from '@mdc/shared';
import { describe, expect, it } from 'vitest';

/** The demo drawings the image slots default to (packages/shared/src/media/image-slots.ts). */
const publicDir = new URL('../../../../apps/web/public', import.meta.url);

describe('image slot drawings', () => {
  it.each(imageSlots.map((s) => [s.key, s] as const))(
    '%s: its drawing exists with the aspect ratio it declares',
    (_key, slot) => {
      const file = new URL(`.${slot.defaultSrc}`, `${publicDir.href}/`);
      expect(existsSync(file)).toBe(true);
      const viewBox = /viewBox="0 0 (\d+) (\d+)"/.exec(readFileSync(file, 'utf8'));
      expect(viewBox).not.toBeNull();
      expect(Number(viewBox![1]) / Number(viewBox![2])).toBeCloseTo(slot.width / slot.height, 3);
    },
  );
});
