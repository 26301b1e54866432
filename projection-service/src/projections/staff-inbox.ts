import { sql } from 'kysely';
import { defineProjection } from '../projection';

/** The staff's inbox: hub applications with their documents and decisions, contact messages. */
export const staffInboxProjection = defineProjection({
  name: 'staff-inbox',
  version: 1,
  tables: ['hub_applications', 'contact_messages'],
  async createTables(db) {
    await db.schema
      .createTable('hub_applications')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('organization_name', 'text', (column) => column.notNull())
      .addColumn('organization_type', 'text', (column) => column.notNull())
      .addColumn('contact', 'jsonb', (column) => column.notNull())
      .addColumn('address', 'text', (column) => column.notNull())
      .addColumn('hub_type', 'text', (column) => column.notNull())
      .addColumn('capacity', 'text', (column) => column.notNull())
      .addColumn('operating_hours', 'text', (column) => column.notNull())
      .addColumn('description', 'text', (column) => column.notNull())
      .addColumn('experience', 'text')
      .addColumn('demo', 'boolean', (column) => column.notNull())
      .addColumn('documents', 'jsonb', (column) => column.notNull())
      .addColumn('status', 'text', (column) => column.notNull())
      .addColumn('decided_by', 'text')
      .addColumn('decided_at', 'timestamptz')
      .addColumn('reason', 'text')
      .addColumn('hub_id', 'uuid')
      .addColumn('submitted_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'uuid', (column) => column.primaryKey())
      .addColumn('category', 'text', (column) => column.notNull())
      .addColumn('personal', 'jsonb', (column) => column.notNull())
      .addColumn('handled', 'boolean', (column) => column.notNull().defaultTo(false))
      .addColumn('handled_by', 'text')
      .addColumn('handled_at', 'timestamptz')
      .addColumn('received_at', 'timestamptz', (column) => column.notNull())
      .execute();
    await sql`create index on contact_messages (handled, received_at desc)`.execute(db);
  },
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
