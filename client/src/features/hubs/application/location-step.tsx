import { APPLICATION_HUB_TYPES } from '@foodshare/contracts/hub-applications';
import { useTranslation } from 'react-i18next';
import { HubSelectField, HubTextField } from './wizard-fields';

/** Step 2: where the hub is and how it runs. */
export function LocationStep() {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
      <HubTextField
        name="address"
        label={t('field.address')}
        autoComplete="street-address"
        className="sm:col-span-2"
        placeholder={t('field.addressPlaceholder')}
      />
      <HubSelectField
        name="hubType"
        label={t('field.hubType')}
        placeholder={t('field.hubTypePlaceholder')}
        options={APPLICATION_HUB_TYPES}
        labels={(type) => t(`applicationHubType.${type}`)}
      />
      <HubTextField
        name="capacity"
        label={t('field.capacity')}
        placeholder={t('field.capacityPlaceholder')}
        hint={t('field.capacityHint')}
      />
      <HubTextField
        name="operatingHours"
        label={t('field.operatingHours')}
        className="sm:col-span-2"
        placeholder={t('field.operatingHoursPlaceholder')}
      />
      <HubTextField
        name="description"
        label={t('field.description')}
        multiline
        className="sm:col-span-2"
        placeholder={t('field.descriptionPlaceholder')}
        hint={t('field.descriptionHint')}
      />
    </div>
  );
}
