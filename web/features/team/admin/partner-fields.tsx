import type { Control } from 'react-hook-form';
import type { z } from 'zod';
import { textLimits } from '#shared/limits.ts';
import { AltField } from '#web/components/admin/form/fields/alt-field.tsx';
import { TextField } from '#web/components/admin/form/fields/text-field.tsx';
import type { partnerEditSchema } from './partner-schemas.ts';

type PartnerInput = z.input<typeof partnerEditSchema>;

/** Name, link and the logo's alt text, shared by add and edit. */
export function PartnerFields<O>({ control }: { control: Control<PartnerInput, unknown, O> }) {
  return (
    <>
      <TextField control={control} name="name" label="Name" hint="Names the logo and its link." maxLength={textLimits.caption} />
      <TextField
        control={control}
        name="url"
        label="Link"
        type="url"
        placeholder="https://"
        hint="Optional. The partner's site, opened in a new tab from the logo."
        maxLength={textLimits.url}
      />
      <AltField control={control} name="alt" fallback="the name" />
    </>
  );
}
