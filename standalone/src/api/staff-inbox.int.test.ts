import { STAFF_INBOX_MESSAGES } from '@foodshare/contracts/staff-inbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../testing/donations';
import { hubApplication } from '../testing/hub-applications';
import { grantStaffRole } from '../testing/staff';
import { createTestApp, type TestApp, type TestBrowser } from '../testing/test-app';

let app: TestApp;
let moderator: TestBrowser;
let moderatorId: string;
let analyst: TestBrowser;
beforeAll(async () => {
  app = await createTestApp();
  moderator = app.browser();
  const noor = await signUp(moderator, { firstName: 'Noor', lastName: 'Al Hashimi' });
  moderatorId = noor.id;
  await grantStaffRole(app, noor.username, 'moderator');
  analyst = app.browser();
  await grantStaffRole(app, (await signUp(analyst)).username, 'analyst');
});
afterAll(async () => {
  await app?.close();
});

type Application = { id: string; status: string; documents: { url: string }[]; email: string };
const applications = async () =>
  (await moderator.get('/api/moderation/hub-applications')).json() as Application[];

describe('hub applications', () => {
  it('lists an application with its documents, streamed to moderators only as attachments', async () => {
    const applied = await app.browser().post('/api/hub-applications', hubApplication());
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json();
    // Sent by someone else: the moderator's list catches up.
    await expect
      .poll(async () => (await applications()).some((each) => each.id === id), { timeout: 10_000 })
      .toBe(true);
    const entry = (await applications()).find((each) => each.id === id);
    expect(entry).toMatchObject({
      status: 'pending',
      organizationName: 'Al Noor Community Centre',
      email: 'yusuf@alnoor.ae',
    });
    expect(entry?.documents.length).toBe(3);
    const url = entry?.documents[0]?.url ?? '';
    const document = await moderator.get(url);
    expect(document.statusCode).toBe(200);
    expect(document.headers['content-disposition']).toMatch(/^attachment; filename="/);
    expect(document.body.startsWith('%PDF')).toBe(true);
    expect((await app.browser().get(url)).statusCode).toBe(401);
    const member = app.browser();
    await signUp(member);
    expect((await member.get(url)).statusCode).toBe(403);
    expect((await analyst.get(url)).statusCode).toBe(403);
  });

  it('a signed-in applicant’s details and own words go with their account', async () => {
    const applicant = app.browser();
    const { id: applicantId } = await signUp(applicant);
    const experience = 'We ran the Ramadan fridge on our street for three years';
    const applied = await applicant.post('/api/hub-applications', hubApplication({ experience }));
    expect(applied.statusCode, applied.body).toBe(201);
    const { id } = applied.json();
    const [recorded] = await app.infra.store.readStream(`hub-application-${id}`);
    // Sealed under the applicant's key, the experience with the contact details.
    expect(recorded?.data).toMatchObject({ contact: { keyId: applicantId }, experience: null });
    await expect
      .poll(async () => (await applications()).find((each) => each.id === id), {
        timeout: 10_000,
      })
      .toMatchObject({ email: 'yusuf@alnoor.ae', experience });

    const deleted = await applicant.request({
      method: 'DELETE',
      url: '/api/profile',
      payload: { confirmation: 'DELETE' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await applications()).find((each) => each.id === id)).toMatchObject({
      organizationName: 'Al Noor Community Centre',
      contactName: null,
      email: null,
      phone: null,
      experience: null,
    });
  });

  it('approving registers the hub, which appears on /collection-hubs; a second decision is refused', async () => {
    const { id } = (
      await app
        .browser()
        .post('/api/hub-applications', hubApplication({ organizationName: 'Bayt Al Khair Hub' }))
    ).json();
    const approved = await moderator.post(`/api/moderation/hub-applications/${id}/decision`, {
      decision: 'approve',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const { hubId } = approved.json();
    const hubs = (await moderator.get('/api/collection-hubs')).json() as {
      id: string;
      name: string;
    }[];
    expect(hubs.find((hub) => hub.id === hubId)).toMatchObject({ name: 'Bayt Al Khair Hub' });
    expect((await applications()).find((each) => each.id === id)).toMatchObject({
      status: 'approved',
      decidedBy: 'Noor Al Hashimi',
      hubId,
    });
    const again = await moderator.post(`/api/moderation/hub-applications/${id}/decision`, {
      decision: 'reject',
      reason: 'Changed my mind',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(STAFF_INBOX_MESSAGES.alreadyDecided('approved'));
  });

  it('rejecting needs a reason, shown on the application', async () => {
    const { id } = (await app.browser().post('/api/hub-applications', hubApplication())).json();
    const noReason = await moderator.post(`/api/moderation/hub-applications/${id}/decision`, {
      decision: 'reject',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({
      field: 'reason',
      message: STAFF_INBOX_MESSAGES.reasonRequired,
    });
    expect(
      (
        await moderator.post(`/api/moderation/hub-applications/${id}/decision`, {
          decision: 'reject',
          reason: 'No cold storage on the photos',
        })
      ).statusCode,
    ).toBe(200);
    expect((await applications()).find((each) => each.id === id)).toMatchObject({
      status: 'rejected',
      reason: 'No cold storage on the photos',
    });
  });
});

describe('contact messages and the audit log', () => {
  it('keeps an inbox with a handled mark, and every staff action in the audit log, newest first', async () => {
    const sent = await app.browser().post('/api/contact', {
      name: 'Fatima Al Zaabi',
      email: 'fatima@example.ae',
      subject: 'Volunteering',
      message: 'Can our school volunteer at a hub?',
      category: 'general',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json();
    const inbox = async () =>
      ((await moderator.get('/api/moderation/contact-messages')).json() as { id: string }[]).find(
        (each) => each.id === id,
      );
    await expect.poll(inbox, { timeout: 10_000 }).toBeDefined();
    expect(await inbox()).toMatchObject({ subject: 'Volunteering', handled: false, erased: false });
    expect(
      (await moderator.post(`/api/moderation/contact-messages/${id}/handled`, { handled: true }))
        .statusCode,
    ).toBe(200);
    expect(await inbox()).toMatchObject({ handled: true, handledBy: 'Noor Al Hashimi' });

    const readAudit = async () =>
      (await analyst.get(`/api/moderation/audit?staffId=${moderatorId}`)).json() as {
        action: string;
        staffName: string;
      }[];
    // Another person's write: the analyst holds no position of it, so it shows once the audit
    // has caught up (read-your-writes is the moderator's own).
    await expect
      .poll(async () => (await readAudit())[0], { timeout: 10_000 })
      .toMatchObject({ action: 'contact_message_handled', staffName: 'Noor Al Hashimi' });
    const audit = await readAudit();
    expect(audit.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['hub_application_approved', 'hub_application_rejected']),
    );
    const approvals = (
      await moderator.get('/api/moderation/audit?action=hub_application_approved')
    ).json() as { targetLabel: string }[];
    expect(approvals.map((entry) => entry.targetLabel)).toContain('Bayt Al Khair Hub');
    const grants = (await moderator.get('/api/moderation/audit?action=staff_role_granted')).json();
    expect(grants.length).toBeGreaterThanOrEqual(2);
  });
});
