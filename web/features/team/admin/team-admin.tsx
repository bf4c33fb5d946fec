import type { Partner } from '#shared/schemas/partner.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { AdminBar, AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { AddMember } from './add-member.tsx';
import { AddPartner } from './add-partner.tsx';
import { DeleteMember } from './delete-member.tsx';
import { DeletePartner } from './delete-partner.tsx';
import { EditMember } from './edit-member.tsx';
import { EditPartner } from './edit-partner.tsx';

/*
 * The team page's admin chunk: routes/team.tsx loads these with lazyAdmin, so only a signed-in
 * administrator downloads them.
 */
export { EditAbout } from './edit-about.tsx';
export { PartnerSorter, TeamSorter } from './team-sorters.tsx';

/** Beside a section's title: Add, and the sort mode once there are two items to order. */
interface ToolsProps {
  count: number;
  onSort: () => void;
}

export function MemberTools({ count, onSort }: ToolsProps) {
  return (
    <AdminBar>
      <AddMember />
      {count > 1 && <AdminButton onClick={onSort}>Sort team</AdminButton>}
    </AdminBar>
  );
}

export function PartnerTools({ count, onSort }: ToolsProps) {
  return (
    <AdminBar>
      <AddPartner />
      {count > 1 && <AdminButton onClick={onSort}>Sort partners</AdminButton>}
    </AdminBar>
  );
}

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
