import { messages } from '#shared/messages.ts';
import type { TeamForm, TeamMember } from '#shared/schemas/team.ts';
import { invalid, notFound } from '../../errors.ts';
import { noteItem } from '../../http/request-context.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { TeamRepository } from './team.repository.ts';
import type { TrashBin } from '../trash/trash.service.ts';

const memberNotFound = () => notFound('Team member not found');

export function createTeamService(deps: { team: TeamRepository; images: ImageFiles; trash: TrashBin; onChange: () => void }) {
  const { team, images, trash, onChange } = deps;
  return {
    list: (): Promise<TeamMember[]> => team.list(),

    async add(form: TeamForm, image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      const id = await images.store('team', image, 'strict', (stored) =>
        team.insert(
          {
            caption: form.caption,
            text: form.text,
            description: form.description,
            instagram: form.instagram,
            email: form.email,
            alt: form.alt,
          },
          stored,
        ),
      );
      noteItem({ kind: 'member', itemId: id, caption: form.caption });
      onChange();
    },

    /** The edit form accepts any common image type (SPEC.md section 5); no file keeps the photo. */
    /** `alt` undefined (not in the form) keeps the stored alt text. */
    async update(id: string, form: Omit<TeamForm, 'alt'> & { alt?: string | undefined }, image: ImageInput | null): Promise<void> {
      const before = await team.row(id);
      if (!before) throw memberNotFound();
      const values = {
        caption: form.caption,
        text: form.text,
        description: form.description,
        instagram: form.instagram,
        email: form.email,
        alt: form.alt,
      };
      if (image) {
        await images.replace('team', image, 'any', async (stored) => {
          const updated = await team.update(id, values, stored);
          if (!updated) throw memberNotFound();
          return updated.replaced;
        });
      } else if (!(await team.update(id, values))) {
        throw memberNotFound();
      }
      noteItem({ kind: 'member', itemId: id, caption: form.caption });
      onChange();
    },

    /** Moves the member to the trash; the photo's files stay until it is purged. */
    async remove(id: string): Promise<void> {
      if (!(await trash.move('member', id))) throw memberNotFound();
      onChange();
    },

    /** The admin's order: `ids` must be exactly the team members' ids, each once (nothing added or removed meanwhile). */
    async order(ids: string[]): Promise<void> {
      if (!(await team.order(ids))) throw invalid([{ field: 'list', message: messages.orderMismatch('team members') }]);
      noteItem({ kind: 'member', itemId: null, caption: 'Team order' });
      onChange();
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
