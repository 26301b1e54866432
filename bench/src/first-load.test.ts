import { describe, expect, it } from 'vitest';
import { FIRST_LOAD_TARGET_KB, measureFirstLoad } from './client-bench';

/** Reads the client build that `npm test` makes first (`npm run build`). */
describe('the first load of /', () => {
  it(`fetches at most ${FIRST_LOAD_TARGET_KB} KB of JavaScript, brotli-compressed`, () => {
    const firstLoad = measureFirstLoad();
    expect(firstLoad.scripts.length).toBeGreaterThan(0);
    // NaN when a file index.html names is missing from the build, or its .br is.
    expect(firstLoad.brotliKb).not.toBeNaN();
    expect(firstLoad.brotliKb).toBeLessThanOrEqual(FIRST_LOAD_TARGET_KB);
  });

  it('leaves the libraries of other pages out: maps, the uploader and the schemas load where used', () => {
    const names = measureFirstLoad().scripts.map((script) => script.split('/').pop());
    for (const heavy of ['map-tiles', 'profile-picture-field', 'zod-'])
      expect(names.filter((name) => name?.startsWith(heavy))).toEqual([]);
  });
});
