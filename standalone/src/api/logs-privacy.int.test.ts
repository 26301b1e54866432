import { Writable } from 'node:stream';
import { createLogger } from '@foodshare/platform/logger';
import { describe, expect, it } from 'vitest';
import { signUp } from '../testing/donations';
import { createTestApp } from '../testing/test-app';

describe('the logs', () => {
  it('never carry a person’s personal fields, at any level, through sign-up, edits, errors and deletion', async () => {
    const lines: string[] = [];
    const destination = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const app = await createTestApp({ logger: createLogger({ level: 'trace', destination }) });
    try {
      const secret = {
        firstName: 'Wafa7781',
        lastName: 'Darwish7781',
        phone: '+971 52 778 1778',
        email: 'wafa7781@example.ae',
        bio: 'bio-7781-private',
      };
      const browser = app.browser();
      await signUp(browser, { firstName: secret.firstName, lastName: secret.lastName });
      await browser.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { phoneNumber: secret.phone, email: secret.email, bio: secret.bio },
      });
      await browser.request({
        method: 'PATCH',
        url: '/api/profile',
        payload: { phoneNumber: 'not a phone', bio: secret.bio },
      });
      await browser.request({
        method: 'DELETE',
        url: '/api/profile',
        payload: { confirmation: 'DELETE' },
      });
      const log = lines.join('');
      // Every request was logged, so the check below looks at real log lines.
      expect(log.match(/"url":"\/api\/profile"/g)?.length).toBeGreaterThanOrEqual(3);
      for (const value of Object.values(secret)) expect(log).not.toContain(value);
    } finally {
      await app.close();
    }
  });
});
