import { useTranslation } from 'react-i18next';
import { DocumentField, FacilityPhotosField } from './file-fields';

/** Step 3: the papers that let us verify the applicant, and a look at the place. */
export function DocumentsStep({ demo }: { demo: boolean }) {
  const { t } = useTranslation('hubs');
  return (
    <div className="grid grid-cols-1 gap-6">
      {demo ? (
        <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
          {t('file.demoSkips')}
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <DocumentField
          name="businessLicense"
          label={t('field.businessLicense')}
          hint={t('field.businessLicenseHint')}
        />
        <DocumentField
          name="insurance"
          label={t('field.insurance')}
          hint={t('field.insuranceHint')}
        />
        <FacilityPhotosField />
      </div>
    </div>
  );
}
