import { describe, expect, it } from 'vitest';
import { toggleChoice } from './choice-list';

describe('toggleChoice', () => {
  it('adds a ticked option', () => {
    expect(toggleChoice(['dairy'], 'sesame', true, 'none')).toEqual(['dairy', 'sesame']);
  });

  it('removes an unticked option', () => {
    expect(toggleChoice(['dairy', 'sesame'], 'dairy', false, 'none')).toEqual(['sesame']);
  });

  it('clears the others when "none" is ticked', () => {
    expect(toggleChoice(['dairy', 'sesame'], 'none', true, 'none')).toEqual(['none']);
  });

  it('clears "none" when another option is ticked', () => {
    expect(toggleChoice(['no_spoilage'], 'mold', true, 'no_spoilage')).toEqual(['mold']);
  });

  it('never lists an option twice', () => {
    expect(toggleChoice(['eggs'], 'eggs', true)).toEqual(['eggs']);
  });
});
