import type { Partner } from '#shared/schemas/partner.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { AdminBar } from '#web/components/admin/ui/admin-button.tsx';
import { DeleteMember } from './delete-member.tsx';
import { DeletePartner } from './delete-partner.tsx';
import { EditMember } from './edit-member.tsx';
import { EditPartner } from './edit-partner.tsx';

/*
 * The team page's admin chunk: routes/team.tsx loads these with lazyAdmin, so only a signed-in
 * administrator downloads them.
 */
export { AddMember } from './add-member.tsx';
export { AddPartner } from './add-partner.tsx';
export { EditAbout } from './edit-about.tsx';

export function MemberActions({ member }: { member: TeamMember }) {
  return (
    <AdminBar>
      <EditMember member={member} />
      <DeleteMember member={member} />
    </AdminBar>
  );
}

export function PartnerActions({ partner, label }: { partner: Partner; label: string }) {
  return (
    <AdminBar>
      <EditPartner partner={partner} label={label} />
      <DeletePartner partner={partner} label={label} />
    </AdminBar>
  );
}
