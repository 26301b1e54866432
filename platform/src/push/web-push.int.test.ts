import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestPushService, type TestPushService } from '../testing/push-service';
import { generateVapidKeys, webPushSender } from './web-push';

const vapid = { ...generateVapidKeys(), subject: 'mailto:push@localhost' };
let service: TestPushService;

beforeAll(async () => {
  service = await startTestPushService({ vapidKey: vapid.publicKey });
});
afterAll(() => service.close());

describe('web push to a push service on loopback (RFC 8030, 8291, 8292)', () => {
  it('is decrypted by the subscription’s private key, with a VAPID JWT for the service’s origin', async () => {
    const device = service.subscribe();
    const payload = JSON.stringify({ title: 'New request', item: 'طماطم طازجة' });
    const outcome = await webPushSender(vapid).send(device, payload, {
      ttlSeconds: 3600,
      urgency: 'high',
    });
    expect(outcome).toBe('sent');
    expect(service.rejected).toEqual([]);
    const [message] = service.received;
    expect(message).toMatchObject({
      endpoint: device.endpoint,
      payload,
      ttl: 3600,
      urgency: 'high',
    });
    expect(message?.claims).toMatchObject({ aud: service.origin, sub: 'mailto:push@localhost' });
  });

  it('is refused when signed by another key, and a 404 or 410 answers gone', async () => {
    const device = service.subscribe();
    const stranger = { ...generateVapidKeys(), subject: 'mailto:push@localhost' };
    await expect(
      webPushSender(stranger).send(device, 'x', { ttlSeconds: 60, urgency: 'normal' }),
    ).rejects.toMatchObject({ statusCode: 403 });
    service.answer(device.endpoint, 410);
    await expect(
      webPushSender(vapid).send(device, 'x', { ttlSeconds: 60, urgency: 'normal' }),
    ).resolves.toBe('gone');
    await expect(
      webPushSender(vapid).send({ ...device, endpoint: `${service.origin}/push/unknown` }, 'x', {
        ttlSeconds: 60,
        urgency: 'normal',
      }),
    ).resolves.toBe('gone');
  });

  it('cannot be read with another browser’s keys', async () => {
    const device = service.subscribe();
    const other = service.subscribe();
    await expect(
      webPushSender(vapid).send({ endpoint: device.endpoint, keys: other.keys }, 'secret', {
        ttlSeconds: 60,
        urgency: 'normal',
      }),
    ).rejects.toMatchObject({ statusCode: 400 });
    expect(service.rejected.at(-1)?.reason).toMatch(/authenticate|auth/i);
  });
});
