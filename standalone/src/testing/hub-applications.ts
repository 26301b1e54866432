/** Documents as the browser sends them: data URLs of real (tiny) files. */
export const PDF = `data:application/pdf;base64,${Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n%%EOF').toString('base64')}`;
export const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** A complete hub application, every step filled in. */
export const hubApplication = (overrides: Record<string, unknown> = {}) => ({
  organizationName: 'Al Noor Community Centre',
  organizationType: 'community-center',
  contactName: 'Yusuf Rahman',
  email: 'yusuf@alnoor.ae',
  phone: '+971 50 123 4567',
  address: 'Street 12, Al Qusais, Dubai',
  hubType: 'community',
  capacity: '40 crates chilled, 100 kg dry',
  operatingHours: 'Sat-Thu 9:00-21:00',
  description: 'Walk-in chiller and dry store beside the community hall.',
  businessLicense: { name: 'licence.pdf', dataUrl: PDF },
  insurance: { name: 'insurance.png', dataUrl: PNG },
  facilityPhotos: [{ name: 'chiller.png', dataUrl: PNG }],
  ...overrides,
});
