import type { SettingsUpdateForm } from '#shared/schemas/settings.ts';

/**
 * The demo company: its name, description, three offices with their map positions and social
 * links. Placeholder details; the administrator replaces them in the site settings.
 */
export const demoSettings: SettingsUpdateForm = {
  companyName: 'Borderless Films',
  description:
    'Borderless Films is a production service company with offices in Kyiv, Tbilisi and Almaty: commercials, music videos and features shot across Ukraine, Georgia and Kazakhstan.',
  offices: [
    {
      country: 'Ukraine',
      city: 'Kyiv',
      address: '14 Yaroslaviv Val St, office 5\nKyiv 01054, Ukraine',
      phone: '+380 44 390 21 75\n+380 67 218 40 19',
      email: 'kyiv@borderless.example',
      lat: 50.45136,
      lng: 30.50824,
    },
    {
      country: 'Georgia',
      city: 'Tbilisi',
      address: '22 Kote Afkhazi St, 2nd floor\nTbilisi 0105, Georgia',
      phone: '+995 32 219 48 60\n+995 599 41 27 83',
      email: 'tbilisi@borderless.example',
      lat: 41.69205,
      lng: 44.80584,
    },
    {
      country: 'Kazakhstan',
      city: 'Almaty',
      address: '85 Dostyk Ave, office 304\nAlmaty 050010, Kazakhstan',
      phone: '+7 727 356 12 84\n+7 701 742 63 05',
      email: 'almaty@borderless.example',
      lat: 43.24447,
      lng: 76.95707,
    },
  ],
  social: [
    { network: 'instagram', url: 'https://instagram.com/borderlessfilms' },
    { network: 'vimeo', url: 'https://vimeo.com/borderlessfilms' },
    { network: 'facebook', url: 'https://facebook.com/borderlessfilms' },
  ],
  removeLogo: false,
  removeShareImage: false,
};
