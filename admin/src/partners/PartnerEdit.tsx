import { VersionedEditPage } from '../lib/VersionedEditPage.tsx';
import { partnerPayload, partnerToDraft, type Partner, type PartnerDraft } from './model.ts';
import { PartnerForm } from './PartnerForm.tsx';
import { PartnerShare } from './PartnerShare.tsx';
import { usePackageChoices } from './usePackageChoices.ts';

const editPayload = (d: PartnerDraft) => partnerPayload(d, 'edit');

export default function PartnerEdit() {
  const packages = usePackageChoices();
  return (
    <VersionedEditPage<Partner, PartnerDraft>
      resource="partners"
      noun="mitra"
      listPath="/partners"
      toDraft={partnerToDraft}
      payload={editPayload}
      renderForm={({ loaded, formKey, ...form }) => (
        <PartnerForm
          key={formKey}
          {...form}
          mode="edit"
          packages={packages}
          // What is shared is the stored partner, not the typing: the link and QR hold until a save.
          share={<PartnerShare partner={loaded} />}
        />
      )}
    />
  );
}
