import type { HubType } from '@foodshare/contracts/enums';

export interface CollectionHubsTable {
  id: string;
  name: string;
  description: string | null;
  address: string;
  hub_type: HubType;
  capacity: number | null;
  current_load: number;
  contact_info: string | null;
  operating_hours: string | null;
  is_active: boolean;
  manager_id: string;
  /** Where it is on the map (version 2); null for a hub registered without a place. */
  latitude: number | null;
  longitude: number | null;
  created_at: Date;
  updated_at: Date;
}
