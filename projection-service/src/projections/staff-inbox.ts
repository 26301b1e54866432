import { staffInboxSchema } from '@foodshare/read-models/staff-inbox';
import { defineProjection } from '../projection';

/** The staff's inbox: hub applications with their documents and decisions, contact messages. */
export const staffInboxProjection = defineProjection({
  name: 'staff-inbox',
  version: 1,
  ...staffInboxSchema,
  on: {
    async HubApplicationSubmitted({ data }, db) {
      const { documents } = data;
      const labelled = [
        ...(documents.businessLicense
          ? [{ label: 'Business licence', ...documents.businessLicense }]
          : []),
        ...(documents.insurance
          ? [{ label: 'Insurance certificate', ...documents.insurance }]
          : []),
        ...documents.facilityPhotos.map((photo, index) => ({
          label: `Facility photo ${index + 1}`,
          ...photo,
        })),
      ];
      await db
        .insertInto('hub_applications')
        .values({
          id: data.applicationId,
          organization_name: data.organizationName,
          organization_type: data.organizationType,
          contact: JSON.stringify(data.contact),
          address: data.address,
          hub_type: data.hubType,
          capacity: data.capacity,
          operating_hours: data.operatingHours,
          description: data.description,
          experience: data.experience,
          demo: data.demo,
          documents: JSON.stringify(labelled),
          status: 'pending',
          decided_by: null,
          decided_at: null,
          reason: null,
          hub_id: null,
          submitted_at: new Date(data.submittedAt),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async HubApplicationApproved({ data }, db) {
      await db
        .updateTable('hub_applications')
        .set({
          status: 'approved',
          decided_by: data.approvedBy,
          decided_at: new Date(data.approvedAt),
          reason: data.reason,
          hub_id: data.hubId,
        })
        .where('id', '=', data.applicationId)
        .execute();
    },
    async HubApplicationRejected({ data }, db) {
      await db
        .updateTable('hub_applications')
        .set({
          status: 'rejected',
          decided_by: data.rejectedBy,
          decided_at: new Date(data.rejectedAt),
          reason: data.reason,
        })
        .where('id', '=', data.applicationId)
        .execute();
    },
    async ContactMessageReceived({ data }, db) {
      await db
        .insertInto('contact_messages')
        .values({
          id: data.messageId,
          category: data.category,
          personal: JSON.stringify(data.personal),
          handled: false,
          handled_by: null,
          handled_at: null,
          received_at: new Date(data.receivedAt),
        })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .execute();
    },
    async ContactMessageHandled({ data }, db) {
      await db
        .updateTable('contact_messages')
        .set({ handled: true, handled_by: data.handledBy, handled_at: new Date(data.handledAt) })
        .where('id', '=', data.messageId)
        .execute();
    },
    async ContactMessageReopened({ data }, db) {
      await db
        .updateTable('contact_messages')
        .set({ handled: false, handled_by: null, handled_at: null })
        .where('id', '=', data.messageId)
        .execute();
    },
  },
});
