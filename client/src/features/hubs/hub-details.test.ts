import { describe, expect, it } from 'vitest';
import {
  capacityLabel,
  capacityPercent,
  contactLink,
  countHubsByType,
  donateAtHubHref,
  hubsByDistance,
  viewOnMapHref,
} from './hub-details';

describe('countHubsByType', () => {
  it('counts each type, and says 0 for a type without hubs', () => {
    expect(
      countHubsByType([{ hubType: 'business' }, { hubType: 'charity' }, { hubType: 'business' }]),
    ).toEqual({ business: 2, community: 0, charity: 1 });
  });
});

describe('capacity', () => {
  it("reads 'load/capacity'", () => {
    expect(capacityLabel({ currentLoad: 45, capacity: 120 })).toBe('45/120');
  });

  it("reads 'Unlimited' for a hub without a fixed capacity, and has no bar", () => {
    expect(capacityLabel({ currentLoad: 8, capacity: null })).toBe('Unlimited');
    expect(capacityPercent({ currentLoad: 8, capacity: null })).toBeNull();
  });

  it('fills the bar by the share of the capacity in use', () => {
    expect(capacityPercent({ currentLoad: 45, capacity: 120 })).toBe(38);
    expect(capacityPercent({ currentLoad: 0, capacity: 50 })).toBe(0);
  });

  it('caps the bar at 100% for an overfull hub', () => {
    expect(capacityPercent({ currentLoad: 130, capacity: 100 })).toBe(100);
  });

  it('treats a hub with no room as full once it holds anything', () => {
    expect(capacityPercent({ currentLoad: 3, capacity: 0 })).toBe(100);
    expect(capacityPercent({ currentLoad: 0, capacity: 0 })).toBe(0);
  });
});

describe('contactLink', () => {
  it('writes an email address as a mailto: link', () => {
    expect(contactLink(' hub@alfanar.ae ')).toEqual({
      kind: 'email',
      href: 'mailto:hub@alfanar.ae',
    });
  });

  it('writes a phone number as a tel: link of its digits', () => {
    expect(contactLink('+971 4 123 4567')).toEqual({ kind: 'phone', href: 'tel:+97141234567' });
    expect(contactLink('(04) 123-4567')).toEqual({ kind: 'phone', href: 'tel:041234567' });
  });

  it('finds the email address in a sentence', () => {
    expect(contactLink('Email: volunteers@hope.org.ae.')).toEqual({
      kind: 'email',
      href: 'mailto:volunteers@hope.org.ae',
    });
  });

  it('has no link for anything else', () => {
    expect(contactLink(null)).toBeNull();
    expect(contactLink('   ')).toBeNull();
    expect(contactLink('Ask at the front desk')).toBeNull();
    expect(contactLink('12-34')).toBeNull();
  });
});

describe('donateAtHubHref', () => {
  it('opens the donation form with the hub as the pickup location', () => {
    const href = donateAtHubHref({ name: 'Al Quoz Hub', address: 'Street 8, Al Quoz & Co' });
    const url = new URL(href, 'https://foodshare.example');
    expect(url.pathname).toBe('/donate');
    expect(url.searchParams.get('pickup')).toBe('Al Quoz Hub, Street 8, Al Quoz & Co');
  });
});

describe('viewOnMapHref', () => {
  it('focuses the hubs map on a hub that has a place', () => {
    const id = '0f9e8d7c-6b5a-4a1b-8c2d-3e4f5a6b7c8d';
    expect(
      viewOnMapHref({ id, address: 'Deira', location: { latitude: 25.27, longitude: 55.3 } }),
    ).toEqual({ href: `/collection-hubs?view=map&hub=${id}`, external: false });
  });

  it('searches an outside map for the address of a hub without one', () => {
    expect(viewOnMapHref({ id: 'x', address: 'Al Seef, Dubai & Creek', location: null })).toEqual({
      href: 'https://www.google.com/maps/search/?api=1&query=Al%20Seef%2C%20Dubai%20%26%20Creek',
      external: true,
    });
  });
});

describe('hubsByDistance', () => {
  const deira = { name: 'Deira', location: { latitude: 25.27, longitude: 55.31 } };
  const abuDhabi = { name: 'Abu Dhabi', location: { latitude: 24.45, longitude: 54.38 } };
  const nowhere = { name: 'Nowhere', location: null };

  it('keeps the order, without distances, while the person shares no location', () => {
    expect(hubsByDistance([abuDhabi, nowhere, deira], null)).toEqual([
      { hub: abuDhabi, distanceKm: null },
      { hub: nowhere, distanceKm: null },
      { hub: deira, distanceKm: null },
    ]);
  });

  it('puts the nearest first and the hubs without a place last', () => {
    const sorted = hubsByDistance([abuDhabi, nowhere, deira], {
      latitude: 25.2,
      longitude: 55.27,
    });
    expect(sorted.map((entry) => entry.hub.name)).toEqual(['Deira', 'Abu Dhabi', 'Nowhere']);
    expect(sorted[0]?.distanceKm).toBeCloseTo(8.8, 0);
  });
});
