import { ArrowLeft, ArrowRight } from '#web/components/icons.tsx';

/** What the buttons step: an Embla API, or useDeferredEmbla's steps that wait for one. */
export interface Steppable {
  scrollPrev(jump?: boolean): void;
  scrollNext(jump?: boolean): void;
}

/** Previous / next buttons of a carousel; `noun` names what they move to ('slide', 'image'). */
export function StepButtons({
  api,
  noun,
  jump,
  className,
}: {
  api: Steppable | undefined;
  noun: string;
  /** Jump without animation (prefers-reduced-motion). */
  jump: boolean;
  className: string | undefined;
}) {
  return (
    <>
      <button
        type="button"
        className={className}
        onClick={() => api?.scrollPrev(jump)}
        aria-label={`Previous ${noun}`}
      >
        <ArrowLeft />
      </button>
      <button
        type="button"
        className={className}
        onClick={() => api?.scrollNext(jump)}
        aria-label={`Next ${noun}`}
      >
        <ArrowRight />
      </button>
    </>
  );
}
