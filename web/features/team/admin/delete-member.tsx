import type { TeamMember } from '#shared/schemas/team.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { ConfirmDelete } from '#web/components/admin/ui/confirm-delete.tsx';
import { teamApi } from './team-api.ts';

export function DeleteMember({ member }: { member: TeamMember }) {
  return (
    <ConfirmDelete
      title="Delete team member"
      trigger={
        <AdminButton kind="delete" aria-label={`Delete ${member.caption}`}>
          Delete
        </AdminButton>
      }
      onConfirm={() => teamApi.removeMember(member._id)}
      trashId={member._id}
      name={member.caption}
    >
      <p>
        <strong>{member.caption}</strong>, {member.text}
      </p>
    </ConfirmDelete>
  );
}
