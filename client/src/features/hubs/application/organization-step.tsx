import { ORGANIZATION_TYPES } from '@foodshare/contracts/hub-applications';
import { useTranslation } from 'react-i18next';
import { HubSelectField, HubTextField } from './wizard-fields';

/** Step 1: who is applying, and how to reach them. */
export function OrganizationStep() {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <HubTextField
        name="organizationName"
        label={t('field.organizationName')}
        autoComplete="organization"
        placeholder={t('field.organizationNamePlaceholder')}
      />
      <HubSelectField
        name="organizationType"
        label={t('field.organizationType')}
        placeholder={t('field.organizationTypePlaceholder')}
        options={ORGANIZATION_TYPES}
        labels={(type) => t(`organizationType.${type}`)}
      />
      <HubTextField
        name="contactName"
        label={t('field.contactName')}
        autoComplete="name"
        placeholder={t('field.contactNamePlaceholder')}
      />
      <HubTextField
        name="email"
        label={t('field.email')}
        type="email"
        autoComplete="email"
        placeholder="name@organization.ae"
      />
      <HubTextField
        name="phone"
        label={t('field.phone')}
        type="tel"
        autoComplete="tel"
        placeholder="+971 50 123 4567"
      />
      <HubTextField
        name="experience"
        label={t('field.experience')}
        optional
        multiline
        className="sm:col-span-2"
        placeholder={t('field.experiencePlaceholder')}
      />
    </div>
  );
}
