import { describe, expect, it } from 'vitest';
import { createLoginThrottle } from './login-throttle.ts';

describe('login throttle', () => {
  it('locks an account after the maximum failures within the window and unlocks after it', () => {
    let time = 0;
    const throttle = createLoginThrottle({ maxFailures: 3, windowMs: 1000, now: () => time });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect(throttle.isLocked('user:1')).toBe(false);
      throttle.recordFailure('user:1');
      time += 100;
    }
    expect(throttle.isLocked('user:1')).toBe(true);
    expect(throttle.isLocked('user:2')).toBe(false);
    time += 1000;
    expect(throttle.isLocked('user:1')).toBe(false);
  });

  it('forgets an account on success and bounds its memory', () => {
    const throttle = createLoginThrottle({ maxFailures: 2, maxKeys: 10 });
    throttle.recordFailure('a');
    throttle.reset('a');
    throttle.recordFailure('a');
    expect(throttle.isLocked('a')).toBe(false);
    for (let n = 0; n < 100; n++) throttle.recordFailure(`k${n}`);
    throttle.recordFailure('k99');
    expect(throttle.isLocked('k99')).toBe(true);
  });
});
