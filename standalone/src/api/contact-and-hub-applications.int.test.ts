import { CONTACT_MESSAGES } from '@foodshare/contracts/contact';
import { HUB_APPLICATION_MESSAGES } from '@foodshare/contracts/hub-applications';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubApplication } from '../testing/hub-applications';
import { createTestApp, type TestApp } from '../testing/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const contact = (overrides: Record<string, unknown> = {}) => ({
  name: 'Layla Hassan',
  email: 'layla@example.ae',
  category: 'food-safety',
  subject: 'Question about chilled food',
  message: 'How cold must cooked food be kept before donating?',
  ...overrides,
});

const application = hubApplication;

async function eventsOf(streamPrefix: string) {
  const { rows } = await app.infra.pool.query<{ type: string; data: Record<string, unknown> }>(
    'select type, data from events where stream_id like $1 order by global_position',
    [`${streamPrefix}%`],
  );
  return rows;
}

describe('POST /api/contact', () => {
  it('records the message with the sender’s details sealed, no sign-in needed', async () => {
    const response = await app.browser().post('/api/contact', contact());
    expect(response.statusCode).toBe(201);
    const [event] = (await eventsOf(`contact-${response.json().id}`)) ?? [];
    expect(event?.type).toBe('ContactMessageReceived');
    expect(JSON.stringify(event?.data)).not.toContain('Layla');
    expect(JSON.stringify(event?.data)).not.toContain('layla@example.ae');
  });

  it.each([
    [{ name: '' }, 'name', CONTACT_MESSAGES.nameRequired],
    [{ email: 'not-an-email' }, 'email', CONTACT_MESSAGES.emailInvalid],
    [{ subject: ' ' }, 'subject', CONTACT_MESSAGES.subjectRequired],
    [{ message: undefined }, 'message', CONTACT_MESSAGES.messageRequired],
    [{ category: 'spam' }, 'category', undefined],
  ])('refuses %j, naming %s, and records nothing', async (overrides, field, message) => {
    const before = await app.eventCount();
    const response = await app.browser().post('/api/contact', contact(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe(field);
    if (message) expect(response.json().message).toBe(message);
    expect(await app.eventCount()).toBe(before);
  });
});

describe('POST /api/hub-applications', () => {
  it('records the application for a moderator, with documents stored privately as blobs', async () => {
    const response = await app.browser().post('/api/hub-applications', application());
    expect(response.statusCode).toBe(201);
    const id = response.json().id;
    const [event] = await eventsOf(`hub-application-${id}`);
    expect(event?.type).toBe('HubApplicationSubmitted');
    const data = event?.data as {
      documents: { businessLicense: { url: string }; facilityPhotos: unknown[] };
      demo: boolean;
    };
    expect(data.demo).toBe(false);
    expect(data.documents.businessLicense.url).toBe(
      `/blobs/hub-documents/${id}/business-license.pdf`,
    );
    expect(data.documents.facilityPhotos).toHaveLength(1);
    expect(JSON.stringify(event?.data)).not.toContain('base64');
    expect(JSON.stringify(event?.data)).not.toContain('yusuf@alnoor.ae');
    expect(
      (await app.infra.blobs.get(`hub-documents/${id}/business-license.pdf`))?.contentType,
    ).toBe('application/pdf');
    // Applicants' documents are not public.
    // Private: a visitor is refused (moderators download them, see staff-inbox.int.test.ts).
    expect((await app.browser().get(data.documents.businessLicense.url)).statusCode).toBe(401);
  });

  it.each([
    [{ organizationName: '' }, 'organizationName', HUB_APPLICATION_MESSAGES.organizationName],
    [
      { organizationType: undefined },
      'organizationType',
      HUB_APPLICATION_MESSAGES.organizationType,
    ],
    [{ email: 'nope' }, 'email', HUB_APPLICATION_MESSAGES.emailInvalid],
    [{ phone: '' }, 'phone', HUB_APPLICATION_MESSAGES.phone],
    [{ address: '' }, 'address', HUB_APPLICATION_MESSAGES.address],
    [{ hubType: 'castle' }, 'hubType', HUB_APPLICATION_MESSAGES.hubType],
    [{ capacity: '' }, 'capacity', HUB_APPLICATION_MESSAGES.capacity],
    [{ operatingHours: '' }, 'operatingHours', HUB_APPLICATION_MESSAGES.operatingHours],
    [{ description: '' }, 'description', HUB_APPLICATION_MESSAGES.description],
    [{ businessLicense: undefined }, 'businessLicense', HUB_APPLICATION_MESSAGES.businessLicense],
    [{ insurance: undefined }, 'insurance', HUB_APPLICATION_MESSAGES.insurance],
    [
      { insurance: { name: 'x.gif', dataUrl: 'data:image/gif;base64,R0lGODlh' } },
      'insurance.dataUrl',
      HUB_APPLICATION_MESSAGES.documentType,
    ],
  ])('refuses %j, naming %s, and records nothing', async (overrides, field, message) => {
    const before = await app.eventCount();
    const response = await app.browser().post('/api/hub-applications', application(overrides));
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect([
      body.field,
      ...(body.issues ?? []).map((issue: { field: string }) => issue.field),
    ]).toContain(field);
    expect([
      body.message,
      ...(body.issues ?? []).map((issue: { message: string }) => issue.message),
    ]).toContain(message);
    expect(await app.eventCount()).toBe(before);
  });

  it('judges documents by their bytes, not their declared type', async () => {
    const fake = `data:application/pdf;base64,${Buffer.from('<html>not a pdf</html>').toString('base64')}`;
    const response = await app
      .browser()
      .post(
        '/api/hub-applications',
        application({ businessLicense: { name: 'licence.pdf', dataUrl: fake } }),
      );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      field: 'businessLicense',
      message: HUB_APPLICATION_MESSAGES.documentType,
    });
  });

  it('accepts a demo application without documents, recorded as a demo', async () => {
    const response = await app.browser().post(
      '/api/hub-applications',
      application({
        businessLicense: undefined,
        insurance: undefined,
        facilityPhotos: [],
        demo: true,
      }),
    );
    expect(response.statusCode).toBe(201);
    const [event] = await eventsOf(`hub-application-${response.json().id}`);
    expect(event?.data).toMatchObject({
      demo: true,
      documents: { businessLicense: null, insurance: null },
    });
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({ authRateLimitPerMinute: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await limited.browser().post('/api/contact', contact())).statusCode);
      expect(codes).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
