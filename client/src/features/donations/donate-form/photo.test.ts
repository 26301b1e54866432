import { describe, expect, it } from 'vitest';
import { fitWithin } from './photo';

const BOX = { width: 800, height: 600 };

describe('fitWithin', () => {
  it('shrinks a wide photo until its width fits', () => {
    expect(fitWithin({ width: 4000, height: 2000 }, BOX)).toEqual({ width: 800, height: 400 });
  });

  it('shrinks a tall phone photo until its height fits', () => {
    expect(fitWithin({ width: 3024, height: 4032 }, BOX)).toEqual({ width: 450, height: 600 });
  });

  it('keeps a photo of exactly the box size as it is', () => {
    expect(fitWithin({ width: 800, height: 600 }, BOX)).toEqual(BOX);
  });

  it('never enlarges a small photo', () => {
    expect(fitWithin({ width: 320, height: 240 }, BOX)).toEqual({ width: 320, height: 240 });
  });

  it('keeps at least one pixel on a very thin strip', () => {
    expect(fitWithin({ width: 10_000, height: 3 }, BOX)).toEqual({ width: 800, height: 1 });
  });

  it('refuses an image without a size', () => {
    expect(() => fitWithin({ width: 0, height: 600 }, BOX)).toThrow(RangeError);
  });
});
