import type { HubType } from '@foodshare/contracts/enums';
import type { GeoPoint } from '@foodshare/contracts/geo';

export interface DemoHub {
  readonly manager: string;
  readonly name: string;
  readonly description: string;
  readonly address: string;
  readonly hubType: HubType;
  readonly capacity: number | null;
  readonly currentLoad: number;
  readonly contactInfo: string;
  readonly operatingHours: string;
  /** Where it is: the map pins it there. */
  readonly location: GeoPoint;
}

/** Collection hubs of every type across the emirates. */
export const DEMO_HUBS: readonly DemoHub[] = [
  {
    manager: 'alfanar.kitchen',
    name: 'Al Seef Restaurant Hub',
    description:
      'Walk-in chiller at Al Fanar Kitchen for end-of-day restaurant surplus in Bur Dubai.',
    address: 'Al Seef Road, Bur Dubai, Dubai',
    hubType: 'business',
    capacity: 60,
    currentLoad: 42,
    contactInfo: 'hub@alfanar-kitchen.ae',
    operatingHours: 'Daily 16:00-23:00',
    location: { latitude: 25.2633, longitude: 55.3033 },
  },
  {
    manager: 'oasis.fresh',
    name: 'Oasis Fresh Market Drop Point',
    description:
      'Chilled and dry storage for grocery surplus, collected by charities every evening.',
    address: 'Al Majaz 2, Sharjah',
    hubType: 'business',
    capacity: 80,
    currentLoad: 85,
    contactInfo: '+971 6 555 0192',
    operatingHours: 'Sat-Thu 08:00-22:00',
    location: { latitude: 25.326, longitude: 55.385 },
  },
  {
    manager: 'aisha.rahman',
    name: 'Al Barsha Neighbourhood Fridge',
    description: 'A community fridge run by volunteers: take what you need, share what you can.',
    address: 'Al Barsha 1, near Al Barsha Park, Dubai',
    hubType: 'community',
    capacity: 25,
    currentLoad: 11,
    contactInfo: 'albarsha.fridge@example.ae',
    operatingHours: 'Open 24 hours',
    location: { latitude: 25.1143, longitude: 55.196 },
  },
  {
    manager: 'omar.haddad',
    // Bilingual, as many hubs in the UAE sign themselves: English, then Arabic.
    name: 'Al Ain Oasis Community Pantry · مخزن واحة العين المجتمعي',
    description:
      'Dry goods and dates from local farms, shared with families in Al Ain. مواد غذائية جافة وتمور من المزارع المحلية، توزَّع على الأسر في العين.',
    address: 'Al Jimi, Al Ain, Abu Dhabi',
    hubType: 'community',
    capacity: null,
    currentLoad: 34,
    contactInfo: '+971 50 321 7788',
    operatingHours: 'Fri-Sat 09:00-13:00',
    location: { latitude: 24.245, longitude: 55.728 },
  },
  {
    manager: 'sharing.table',
    name: 'The Sharing Table Distribution Centre',
    description: 'Sorts rescued food into family parcels and delivers to households across Ajman.',
    address: 'Al Nuaimiya 1, Ajman',
    hubType: 'charity',
    capacity: 200,
    currentLoad: 126,
    contactInfo: 'parcels@sharingtable.ae',
    operatingHours: 'Sun-Thu 09:00-18:00',
    location: { latitude: 25.395, longitude: 55.447 },
  },
  {
    manager: 'sharing.table',
    name: 'Ras Al Khaimah Family Kitchen',
    description:
      'A charity kitchen turning rescued produce into hot meals for workers and families.',
    address: 'Al Nakheel, Ras Al Khaimah',
    hubType: 'charity',
    capacity: 90,
    currentLoad: 38,
    contactInfo: '+971 7 233 4455',
    operatingHours: 'Daily 11:00-20:00',
    location: { latitude: 25.79, longitude: 55.955 },
  },
];
