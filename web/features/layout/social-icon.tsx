import type { SocialNetwork } from '#shared/schemas/settings.ts';
import { Facebook, Instagram, LinkedIn, Vimeo, YouTube, type IconProps } from '#web/components/icons.tsx';

/** Each network's name (the link's accessible name) and icon. */
export const socialNetworkInfo: Record<SocialNetwork, { label: string; Icon: (p: IconProps) => React.JSX.Element }> = {
  instagram: { label: 'Instagram', Icon: Instagram },
  vimeo: { label: 'Vimeo', Icon: Vimeo },
  facebook: { label: 'Facebook', Icon: Facebook },
  linkedin: { label: 'LinkedIn', Icon: LinkedIn },
  youtube: { label: 'YouTube', Icon: YouTube },
};
