import { describe, expect, it } from 'vitest';
import { addressKey, createMemoryLimitStore, networkKey } from './login-throttle.ts';

describe('memory limit store', () => {
  it('counts within a window that starts at the first hit, then starts again', async () => {
    let time = 0;
    const store = createMemoryLimitStore({ now: () => time });
    expect(await store.increment('a', 1000)).toBe(1);
    time = 900;
    expect(await store.increment('a', 1000)).toBe(2);
    time = 1000;
    expect(await store.increment('a', 1000)).toBe(1);
  });

  it('counts distinct members, sets a flag once, and forgets keys by prefix', async () => {
    let time = 0;
    const store = createMemoryLimitStore({ now: () => time });
    await store.addMember('names', 'ana', 1000);
    await store.addMember('names', 'ana', 1000);
    expect(await store.addMember('names', 'beto', 1000)).toBe(2);
    expect(await store.setFlag('account:1:lock', 500)).toBe(true);
    expect(await store.setFlag('account:1:lock', 500)).toBe(false);
    await store.increment('account:2:failures', 1000);
    await store.deletePrefix('account:1:');
    expect(await store.has('account:1:lock')).toBe(false);
    expect(await store.has('account:2:failures')).toBe(true);
    await store.setFlag('flag', 500);
    time = 500;
    expect(await store.has('flag')).toBe(false);
  });

  it('stays bounded, dropping expired entries first', async () => {
    let time = 0;
    const store = createMemoryLimitStore({ now: () => time, maxKeys: 10 });
    await store.setFlag('kept', 10_000);
    for (let n = 0; n < 5; n++) await store.increment(`old${n}`, 10);
    time = 20;
    for (let n = 0; n < 100; n++) await store.increment(`k${n}`, 10_000);
    expect(await store.has('k99')).toBe(true);
    expect(await store.has('old0')).toBe(false);
  });
});

describe('addressKey', () => {
  it('keeps IPv4, unwraps mapped IPv4 and groups IPv6 by /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:0DB8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });
});

describe('networkKey', () => {
  it('counts an IPv4 address by its /24 and an IPv6 /64 as it is', () => {
    expect(networkKey(addressKey('203.0.113.7'))).toBe('203.0.113.0/24');
    expect(networkKey(addressKey('203.0.113.250'))).toBe('203.0.113.0/24');
    expect(networkKey(addressKey('::ffff:198.51.100.1'))).toBe('198.51.100.0/24');
    expect(networkKey(addressKey('2001:db8:0:1:aaaa::1'))).toBe('2001:db8:0:1::/64');
  });
});
