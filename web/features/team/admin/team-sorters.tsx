import type { Partner } from '#shared/schemas/partner.ts';
import type { TeamMember } from '#shared/schemas/team.ts';
import { ListSorter } from '#web/components/admin/sortable/list-sorter.tsx';
import { SortItem } from '#web/components/admin/sortable/sort-item.tsx';
import { partnerLabel } from '../partners.tsx';
import { teamApi } from './team-api.ts';

const byId = (item: { _id: string }) => item._id;
const memberName = (member: TeamMember) => member.caption;

/** The team's sort mode: every member, in the order the page shows them. */
export function TeamSorter({ team, onLeave }: { team: TeamMember[]; onLeave: () => void }) {
  return (
    <ListSorter
      title="Team order"
      opener="Sort team"
      help="Drag a member by the handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order on this page."
      items={team}
      getId={byId}
      getName={memberName}
      noun="member"
      label="Team members in their order on the page"
      save={teamApi.saveMemberOrder}
      reload={teamApi.members}
      onLeave={onLeave}
    >
      {(member) => (
        <SortItem
          picture={member.picture}
          shape="portrait"
          caption={member.caption}
          meta={member.text}
        />
      )}
    </ListSorter>
  );
}

/** The partners' sort mode: every logo, in the order the page shows them. */
export function PartnerSorter({ partners, onLeave }: { partners: Partner[]; onLeave: () => void }) {
  // Partners without a name are told apart by their place when the mode opened (by id: a list
  // read again after a refused Save holds new objects).
  const name = (partner: Partner) => {
    const place = partners.findIndex((p) => p._id === partner._id);
    return partner.name || (place === -1 ? 'a new partner' : `partner ${place + 1}`);
  };
  return (
    <ListSorter
      title="Partners order"
      opener="Sort partners"
      help="Drag a logo by the handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order on this page."
      items={partners}
      getId={byId}
      getName={name}
      noun="partner"
      label="Partners in their order on the page"
      save={teamApi.savePartnerOrder}
      reload={teamApi.partners}
      onLeave={onLeave}
    >
      {(partner) => (
        <SortItem
          picture={null}
          src={partner.image}
          shape="logo"
          caption={partnerLabel(partner)}
          meta={partner.url || undefined}
        />
      )}
    </ListSorter>
  );
}
