/** Who the site speaks for; one place to rename the company. */
export const site = {
  name: 'Borderless Films',
  tagline: 'Film production in Ukraine, Georgia and Kazakhstan',
  description:
    'Borderless Films is a production service company with offices in Kyiv, Tbilisi and Almaty: commercials, music videos and features shot across Ukraine, Georgia and Kazakhstan.',
  social: [
    { label: 'Instagram', href: 'https://instagram.com/borderlessfilms' },
    { label: 'Vimeo', href: 'https://vimeo.com/borderlessfilms' },
    { label: 'Facebook', href: 'https://facebook.com/borderlessfilms' },
  ],
} as const;
