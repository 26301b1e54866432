import { DocumentField, FacilityPhotosField } from './file-fields';

/** Step 3: the papers that let us verify the applicant, and a look at the place. */
export function DocumentsStep({ demo }: { demo: boolean }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      {demo ? (
        <p className="rounded-md bg-accent px-3 py-2 text-sm text-accent-foreground">
          Demo mode skips document verification: you may leave these empty.
        </p>
      ) : null}
      <div className="grid grid-cols-1 gap-6 sm:grid-cols-2">
        <DocumentField
          name="businessLicense"
          label="Business license"
          hint="Trade licence or registration certificate. PDF, JPG or PNG, up to 5 MB."
        />
        <DocumentField
          name="insurance"
          label="Insurance certificate"
          hint="Public liability or premises insurance. PDF, JPG or PNG, up to 5 MB."
        />
        <FacilityPhotosField />
      </div>
    </div>
  );
}
