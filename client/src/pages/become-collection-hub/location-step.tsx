import { APPLICATION_HUB_TYPES } from '@foodshare/contracts/hub-applications';
import { APPLICATION_HUB_TYPE_LABELS } from './hub-application-values';
import { HubSelectField, HubTextField } from './wizard-fields';

/** Step 2: where the hub is and how it runs. */
export function LocationStep() {
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <HubTextField
        name="address"
        label="Facility address"
        autoComplete="street-address"
        className="sm:col-span-2"
        placeholder="Building, street, area and emirate"
      />
      <HubSelectField
        name="hubType"
        label="Hub type"
        placeholder="Choose a hub type"
        options={APPLICATION_HUB_TYPES}
        labels={APPLICATION_HUB_TYPE_LABELS}
      />
      <HubTextField
        name="capacity"
        label="Storage capacity"
        placeholder="e.g. 500 kg chilled, 1 tonne dry"
        hint="Chilled, frozen and dry storage, roughly."
      />
      <HubTextField
        name="operatingHours"
        label="Operating hours"
        className="sm:col-span-2"
        placeholder="e.g. Saturday to Thursday, 8:00 AM to 8:00 PM"
      />
      <HubTextField
        name="description"
        label="Hub description"
        multiline
        className="sm:col-span-2"
        placeholder="The space, its fridges and freezers, access for pickups, who runs it"
        hint="Chilled food must be kept at or below 5 °C, frozen food at or below −18 °C."
      />
    </div>
  );
}
