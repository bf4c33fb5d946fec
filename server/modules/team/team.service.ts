import { messages } from '#shared/messages.ts';
import type { TeamForm, TeamMember } from '#shared/schemas/team.ts';
import { invalid, notFound } from '../../errors.ts';
import type { ImageFiles } from '../../media/image-files.ts';
import type { ImageInput } from '../../media/types.ts';
import type { TeamRepository } from './team.repository.ts';

const memberNotFound = () => notFound('Team member not found');

export function createTeamService(deps: { team: TeamRepository; images: ImageFiles; onChange: () => void }) {
  const { team, images, onChange } = deps;
  return {
    list: (): Promise<TeamMember[]> => team.list(),

    async add(form: TeamForm, image: ImageInput | null): Promise<void> {
      if (!image) throw invalid([{ field: 'image', message: messages.noFile.description }], messages.noFile.title);
      await images.store('team', image, 'strict', (stored) =>
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
        await images.replace('team', image, 'any', before.imageId, async (stored) => {
          if (!(await team.update(id, values, stored))) {
            throw memberNotFound();
          }
        });
      } else if (!(await team.update(id, values))) {
        throw memberNotFound();
      }
      onChange();
    },

    async remove(id: string): Promise<void> {
      const before = await team.row(id);
      if (!before || !(await team.remove(id))) throw memberNotFound();
      await images.discard(before.imageId);
      onChange();
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
