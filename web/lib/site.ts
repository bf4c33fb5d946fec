/** Who the site speaks for; one place to rename the company. */
export const site = {
  name: 'Meridian Films',
  tagline: 'Film production in Ukraine, Georgia and Kazakhstan',
  description:
    'Meridian Films is a production service company with offices in Kyiv, Tbilisi and Almaty: commercials, music videos and features shot across Ukraine, Georgia and Kazakhstan.',
  social: [
    { label: 'Instagram', href: 'https://instagram.com/meridianfilms' },
    { label: 'Vimeo', href: 'https://vimeo.com/meridianfilms' },
    { label: 'Facebook', href: 'https://facebook.com/meridianfilms' },
  ],
} as const;
