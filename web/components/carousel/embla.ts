import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** Embla's API object, named through the package we depend on rather than its core. */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;
