import { ORGANIZATION_TYPES } from '@foodshare/contracts/hub-applications';
import { ORGANIZATION_TYPE_LABELS } from './hub-application-values';
import { HubSelectField, HubTextField } from './wizard-fields';

/** Step 1: who is applying, and how to reach them. */
export function OrganizationStep() {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <HubTextField
        name="organizationName"
        label="Organization name"
        autoComplete="organization"
        placeholder="e.g. Al Noor Community Kitchen"
      />
      <HubSelectField
        name="organizationType"
        label="Organization type"
        placeholder="Choose a type"
        options={ORGANIZATION_TYPES}
        labels={ORGANIZATION_TYPE_LABELS}
      />
      <HubTextField
        name="contactName"
        label="Contact person"
        autoComplete="name"
        placeholder="Full name"
      />
      <HubTextField
        name="email"
        label="Email address"
        type="email"
        autoComplete="email"
        placeholder="name@organization.ae"
      />
      <HubTextField
        name="phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        placeholder="+971 50 123 4567"
      />
      <HubTextField
        name="experience"
        label="Experience with food distribution"
        optional
        multiline
        className="sm:col-span-2"
        placeholder="Food drives, community kitchens, storage you have run before"
      />
    </div>
  );
}
