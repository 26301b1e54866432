import { describe, expect, it } from 'vitest';
import { toEsdbConnectionString } from './eventstoredb-event-store';

describe('EventStoreDB connection strings', () => {
  it('rewrites the KurrentDB schemes the client does not accept to esdb', () => {
    expect(toEsdbConnectionString('kurrentdb://db:2113?tls=false')).toBe(
      'esdb://db:2113?tls=false',
    );
    expect(toEsdbConnectionString('kdb+discover://db:2113')).toBe('esdb+discover://db:2113');
    expect(toEsdbConnectionString('esdb://db:2113')).toBe('esdb://db:2113');
    expect(() => toEsdbConnectionString('https://db:2113')).toThrow(/esdb:\/\//);
  });
});
