import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import { textLimits } from '#shared/limits.ts';
import type { memberAddSchema } from './member-schemas.ts';

/** Add and edit take the same text fields (their rules differ, not their shape). */
type MemberInput = z.input<typeof memberAddSchema>;

export function MemberFields<O>({ control }: { control: Control<MemberInput, unknown, O> }) {
  return (
    <>
      <TextField control={control} name="caption" label="Name" autoComplete="off" maxLength={textLimits.caption} />
      <TextField
        control={control}
        name="text"
        label="Position"
        rows={2}
        hint={`Up to ${textLimits.teamPosition} characters.`}
        maxLength={textLimits.teamPosition}
      />
      <TextField
        control={control}
        name="description"
        label="Description"
        rows={3}
        maxLength={textLimits.teamDescription}
      />
      {/* No counter: a pasted '@name' or profile address is longer than the nickname the limit is for. */}
      <TextField control={control} name="instagram" label="Instagram" hint="The nickname only, without @." />
      <TextField control={control} name="email" label="Email" type="email" maxLength={textLimits.email} />
      <AltField control={control} name="alt" fallback="the person's name" />
    </>
  );
}
