import { describe, expect, it } from 'vitest';
import { EMIRATE_MESSAGE, emirateSchema, inferEmirate } from './emirates';

describe('the emirate of a pickup text', () => {
  it.each([
    ['Abu Dhabi', 'abu_dhabi'],
    ['abudhabi corniche', 'abu_dhabi'],
    ['AD, Khalifa City', 'abu_dhabi'],
    ['Al Ain', 'abu_dhabi'],
    ['Al Jimi, Al Ain', 'abu_dhabi'],
    ['Al-Ain Mall', 'abu_dhabi'],
    ['Mussafah M-12', 'abu_dhabi'],
    ['Dubai', 'dubai'],
    ['Dubai Marina', 'dubai'],
    ['Deira', 'dubai'],
    ['Sharing Table Hub, Deira', 'dubai'],
    ['Al Fanar Kitchen, Al Seef, Bur Dubai', 'dubai'],
    ['Jumeirah Lake Towers, Cluster D', 'dubai'],
    ['JLT Cluster D', 'dubai'],
    ['Al Barsha 1', 'dubai'],
    ['DXB', 'dubai'],
    ['Sharjah', 'sharjah'],
    ['Oasis Fresh Market, Al Majaz 2, Sharjah', 'sharjah'],
    ['Khor Fakkan corniche', 'sharjah'],
    ['Ajman', 'ajman'],
    ['The Sharing Table, Al Nuaimiya, Ajman', 'ajman'],
    ['Umm Al Quwain', 'umm_al_quwain'],
    ['Umm Al-Qaiwain', 'umm_al_quwain'],
    ['UAQ', 'umm_al_quwain'],
    ['Ras Al Khaimah', 'ras_al_khaimah'],
    ['Ras al-Khaimah, Al Nakheel', 'ras_al_khaimah'],
    ['RAK', 'ras_al_khaimah'],
    ['Fujairah', 'fujairah'],
    ['Dibba Al Fujairah', 'fujairah'],
    ['أبوظبي', 'abu_dhabi'],
    ['ابوظبي', 'abu_dhabi'],
    ['أبو ظبي', 'abu_dhabi'],
    ['العين', 'abu_dhabi'],
    ['دبي', 'dubai'],
    ['بدبي', 'dubai'],
    ['مركز مدينة ديرة', 'dubai'],
    ['الشارقة', 'sharjah'],
    ['الشارقه، النهدة', 'sharjah'],
    ['عجمان', 'ajman'],
    ['أم القيوين', 'umm_al_quwain'],
    ['رأس الخيمة', 'ras_al_khaimah'],
    ['الفجيرة', 'fujairah'],
    ['الفُجَيْرَة', 'fujairah'],
  ])('reads %j as %s', (text, emirate) => {
    expect(inferEmirate(text)).toBe(emirate);
  });

  it.each([
    ['Abu Dhabi Commercial Bank, Deira', 'dubai'],
    ['Sharjah Co-op, Al Qusais, Dubai', 'dubai'],
    ['Dubai Islamic Bank, Al Nahda, Sharjah', 'sharjah'],
  ])('takes the last emirate %j names, as addresses end with it', (text, emirate) => {
    expect(inferEmirate(text)).toBe(emirate);
  });

  it.each([
    ['Dubai–Al Ain Road', 'dubai'],
    ['Warehouse 4, Abu Dhabi Rd', 'unknown'],
    ['شارع الشارقة، عجمان', 'ajman'],
  ])('does not place %j on a road named after an emirate', (text, emirate) => {
    expect(inferEmirate(text)).toBe(emirate);
  });

  it.each([
    null,
    undefined,
    '',
    'Home',
    'Near the mosque, building 5',
    'Al Nahda',
    'Bad road, ad hoc spot',
    'Trakya Street',
    'النهدة',
  ])('is unknown when %j names no emirate', (text) => {
    expect(inferEmirate(text)).toBe('unknown');
  });
});

describe('the emirate select', () => {
  it('accepts the seven emirates and asks for one otherwise', () => {
    expect(emirateSchema.parse('ras_al_khaimah')).toBe('ras_al_khaimah');
    const result = emirateSchema.safeParse('unknown');
    expect(result.error?.issues[0]?.message).toBe(EMIRATE_MESSAGE);
  });
});
