import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { draftKey } from '../lib/drafts.ts';
import { useRestoredDraft } from '../lib/useRestoredDraft.ts';
import { emptyPartner, partnerPayload, type PartnerDraft } from './model.ts';
import { PartnerForm } from './PartnerForm.tsx';
import { usePackageChoices } from './usePackageChoices.ts';

export default function PartnerCreate() {
  const initial = useMemo(emptyPartner, []);
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const packages = usePackageChoices();
  const key = draftKey('partners');
  const draft = useRestoredDraft<PartnerDraft>(key);
  return (
    <PartnerForm
      key={draft.version}
      initial={initial}
      draftKey={key}
      restored={draft.restored}
      onDiscardDraft={draft.discard}
      mode="create"
      packages={packages}
      onSubmit={async (d) => {
        const saved = await dataProvider.create('partners', { data: partnerPayload(d, 'create') });
        void queryClient.invalidateQueries({ queryKey: ['partners'] });
        return saved;
      }}
    />
  );
}
