import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { Picture as PictureData } from '#shared/schemas/common.ts';
import { AddressForm } from '#web/components/address-form.tsx';
import { ArrowLeft, ArrowRight, Close } from '#web/components/icons.tsx';
import { Picture } from '#web/components/picture.tsx';
import { useSelectedIndex } from './use-selected-index.ts';
import styles from './lightbox.module.css';

export interface LightboxItem {
  key: string;
  picture: PictureData;
  alt: string;
  caption?: string;
  text?: string;
}

interface LightboxProps {
  items: LightboxItem[];
  /** The image to open at; null keeps the lightbox closed. */
  openIndex: number | null;
  onClose: () => void;
  /** Announced as the dialog's name. */
  title: string;
  /** Called when the visitor moves to another image (the gallery puts it in the address). */
  onSelect?: (index: number) => void;
  /**
   * Rendered in place rather than in a portal, so an address that opens the viewer (the
   * gallery's /gallery/{photoId}) has it in the server's HTML already.
   */
  inline?: boolean;
  /**
   * The address the close control opens when no script runs (an inline viewer, which the server
   * renders open: without it a visitor with scripts off could not leave it but by Back).
   */
  closeTo?: string;
  /**
   * The element that takes the focus when the viewer closes on the image with this key (the
   * gallery: that photo's tile, where the visitor's eye is); default the element that opened it.
   */
  focusOnClose?: (key: string) => HTMLElement | null | undefined;
  /**
   * The address of image `index` (the gallery's photo pages): with scripts off the arrows open
   * the neighbours' addresses, which the server renders with the viewer open at them.
   */
  addressOf?: (index: number) => string;
  /** How many images there are, loaded or not (the counter's "of"); default `items.length`. */
  total?: number;
  /**
   * Given when more images can be loaded after `items` (the gallery's next pages): 'Next' on the
   * last one calls it, and moves on once they have come.
   */
  onMore?: () => void;
  /** The last `onMore` failed: the viewer says so (what it loads is behind it, out of sight). */
  moreFailed?: boolean;
}

interface SlidesProps {
  items: LightboxItem[];
  /** The image to show; a change while open (history) moves there. */
  startIndex: number;
  onSelect: ((index: number) => void) | undefined;
  /** Every image that comes on screen, whoever moved there (the visitor or the parent). */
  onShown: (key: string | null) => void;
  addressOf: ((index: number) => string) | undefined;
  total: number;
  onMore: (() => void) | undefined;
  moreFailed: boolean;
}

interface StepButtonProps {
  label: string;
  className: string;
  disabled: boolean;
  onStep: () => void;
  /** Where the step leads when no script runs (a GET form); without it the button needs the app. */
  address: string | undefined;
  children: ReactNode;
}

/** How far a swipe must go to count as one (past the last image, where Embla does not move). */
const swipeMinPx = 40;

function StepButton({ label, className, disabled, onStep, address, children }: StepButtonProps) {
  if (address === undefined) {
    return (
      <button type="button" className={className} onClick={onStep} disabled={disabled} aria-label={label}>
        {children}
      </button>
    );
  }
  return (
    <AddressForm className={styles.addressForm} to={address} onSubmit={onStep}>
      <button type="submit" className={className} disabled={disabled} aria-label={label}>
        {children}
      </button>
    </AddressForm>
  );
}

function Slides({ items, startIndex, onSelect, onShown, addressOf, total, onMore, moreFailed }: SlidesProps) {
  // Embla starts once, at the first index: later changes scroll, they do not re-create it.
  const [start] = useState(startIndex);
  const [viewportRef, api] = useEmblaCarousel({ startIndex: start, loop: false });
  const selected = useSelectedIndex(api, start);
  const current = items[selected];
  // The index the parent last knew, so that a move the parent asked for is not reported back.
  const known = useRef(startIndex);
  // Moves reported to the parent that it has not passed back yet: its index (the address) lags
  // behind quick presses, and an old one arriving late must not pull the viewer back to it.
  const reported = useRef<number[]>([]);
  useEffect(() => {
    const echo = reported.current.indexOf(startIndex);
    if (echo !== -1) {
      reported.current = reported.current.slice(echo + 1);
      return;
    }
    if (startIndex === known.current) return;
    known.current = startIndex;
    reported.current = [];
    api?.scrollTo(startIndex, true);
  }, [api, startIndex]);
  const shownKey = items[selected]?.key ?? null;
  useEffect(() => onShown(shownKey), [onShown, shownKey]);
  useEffect(() => {
    if (selected === known.current) return;
    known.current = selected;
    if (onSelect) reported.current.push(selected);
    onSelect?.(selected);
    // Only a new selection is news; onSelect may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  // A step asked for before Embla has started (the viewer has just opened and effects have not
  // run yet on a slow phone) is kept and taken once it has, instead of being lost.
  const ready = useRef<typeof api>(undefined);
  const pending = useRef(0);
  // What had the focus when the last step was asked for (a step button, or the page's keys).
  const stepFrom = useRef<Element | null>(null);
  // 'Next' on the last image with more to come asks for them and steps once they are in
  // (Embla re-reads its slides when they change: 'reInit'). Pressed again meanwhile, still one step.
  const more = useRef(onMore);
  useLayoutEffect(() => {
    more.current = onMore;
  });
  /** One step on, once the images asked for have come; false when no more can come. */
  const askMore = useCallback(() => {
    if (!more.current) return false;
    pending.current = 1;
    more.current();
    return true;
  }, []);
  const step = useCallback((delta: 1 | -1) => {
    stepFrom.current = document.activeElement;
    const embla = ready.current;
    if (!embla) pending.current += delta;
    else if (delta > 0 && !embla.canScrollNext() && askMore()) return;
    else if (delta > 0) embla.scrollNext();
    else embla.scrollPrev();
  }, [askMore]);
  useEffect(() => {
    ready.current = api;
    if (!api) return;
    const takePending = () => {
      if (pending.current === 0) return;
      const from = api.selectedScrollSnap();
      const target = Math.min(Math.max(from + pending.current, 0), api.scrollSnapList().length - 1);
      // Still on the last image with more to come (a step asked for before Embla started, or a
      // resize re-init while they load): ask for them (again: the parent ignores a repeat while
      // loading) and keep waiting.
      if (target === from && pending.current > 0 && askMore()) return;
      pending.current = 0;
      if (target !== from) api.scrollTo(target);
    };
    takePending();
    api.on('reInit', takePending);
    // A swipe (or drag) on past the last image asks for more, as 'Next' does: Embla only bounces.
    const root = api.rootNode();
    let from: { x: number; y: number } | null = null;
    const down = (event: PointerEvent) => {
      from = api.canScrollNext() ? null : { x: event.clientX, y: event.clientY };
    };
    const up = (event: PointerEvent) => {
      const dx = from ? event.clientX - from.x : 0;
      const dy = from ? event.clientY - from.y : 0;
      from = null;
      if (dx < -swipeMinPx && Math.abs(dx) > Math.abs(dy) && more.current) step(1);
    };
    root.addEventListener('pointerdown', down);
    root.addEventListener('pointerup', up);
    return () => {
      api.off('reInit', takePending);
      root.removeEventListener('pointerdown', down);
      root.removeEventListener('pointerup', up);
    };
  }, [api, step, askMore]);

  // A step button that the step disabled (the first or the last image) hands the focus to the
  // other one: a disabled button loses it to <body>, out of the viewer.
  const stage = useRef<HTMLDivElement>(null);
  const atStart = selected === 0;
  const atEnd = selected === items.length - 1 && !onMore;
  useLayoutEffect(() => {
    const active = document.activeElement;
    const nav = (label: string) => stage.current?.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
    const [prev, next] = [nav('Previous image'), nav('Next image')];
    const lost = active === document.body || (active instanceof HTMLButtonElement && active.disabled);
    if (!lost || !stepFrom.current) return;
    if (stepFrom.current === next && atEnd) prev?.focus();
    else if (stepFrom.current === prev && atStart) next?.focus();
  }, [atStart, atEnd]);
  // Arrow keys anywhere while the viewer is open (it is modal): listening from the commit on, not
  // from the dialog's own element, so a key pressed before focus has moved in still counts.
  useLayoutEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
      if (event.key === 'ArrowLeft') step(-1);
      else if (event.key === 'ArrowRight') step(1);
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [step]);

  return (
    // Escape is Radix's.
    <div className={styles.stage} ref={stage}>
      <div className={styles.viewport} ref={viewportRef}>
        {/* Until Embla runs (on the server, before hydration) the track shows the start image;
            the style never changes, so React leaves Embla's own transform alone afterwards. */}
        <div className={styles.track} style={{ transform: `translate3d(${-100 * start}%, 0, 0)` }}>
          {items.map((item, i) => (
            <div
              className={styles.slide}
              key={item.key}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${Math.max(total, items.length)}`}
            >
              <Picture
                picture={item.picture}
                alt={item.alt}
                fill
                sizes="100vw"
                eager={Math.abs(i - startIndex) <= 1}
                placeholderUntilLoaded
                imgClassName={styles.img}
              />
            </div>
          ))}
        </div>
      </div>
      <StepButton
        label="Previous image"
        className={`${styles.nav} ${styles.prev}`}
        onStep={() => step(-1)}
        disabled={atStart}
        address={addressOf?.(selected - 1)}
      >
        <ArrowLeft size={28} />
      </StepButton>
      <StepButton
        label="Next image"
        className={`${styles.nav} ${styles.next}`}
        onStep={() => step(1)}
        disabled={atEnd}
        address={addressOf?.(selected + 1)}
      >
        <ArrowRight size={28} />
      </StepButton>
      <div className={styles.info} aria-live="polite">
        <span className={styles.counter}>
          {selected + 1}/{Math.max(total, items.length)}
        </span>
        {current?.caption && <span className={styles.caption}>{current.caption}</span>}
        {current?.text && <span className={styles.text}>{current.text}</span>}
      </div>
      {/* Always there, so a screen reader announces the text when it comes. */}
      <p role="alert" className={styles.failure}>
        {moreFailed ? 'Could not load more. Check the connection and try again.' : ''}
      </p>
    </div>
  );
}

/**
 * A full-screen, swipeable image viewer. Radix Dialog traps focus, closes on Escape, locks
 * page scroll while open and gives focus back to the image that opened it.
 */
export function Lightbox({
  items,
  openIndex,
  onClose,
  title,
  onSelect,
  inline = false,
  closeTo,
  focusOnClose,
  addressOf,
  total,
  onMore,
  moreFailed = false,
}: LightboxProps) {
  // Radix returns focus to a Dialog.Trigger, and there is none here (any image opens it), so
  // the opener is remembered and focused again on close; otherwise focus would fall to <body>.
  const opener = useRef<HTMLElement | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // The image on screen (Embla's, not the address's, which may lag behind quick moves): the one
  // the viewer closes on.
  const shown = useRef<string | null>(null);
  const onShown = useCallback((key: string | null) => {
    shown.current = key;
  }, []);
  const Portal = inline ? InPlace : Dialog.Portal;
  return (
    <Dialog.Root open={openIndex !== null} onOpenChange={(open) => !open && onClose()}>
      <Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          ref={content}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
            // Opened by its address (a shared link, a reload) nothing was pressed: the viewer itself
            // takes the focus, so that no control shows a focus ring nobody asked for (Chrome draws
            // one for a script's focus before any input); Tab reaches the controls, keys work as ever.
            if (opener.current) return;
            event.preventDefault();
            content.current?.focus();
          }}
          onCloseAutoFocus={(event) => {
            const target = (shown.current !== null && focusOnClose?.(shown.current)) || opener.current;
            if (!target?.isConnected) return;
            event.preventDefault();
            target.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          {openIndex !== null && (
            <Slides
              items={items}
              startIndex={openIndex}
              onSelect={onSelect}
              onShown={onShown}
              addressOf={addressOf}
              total={total ?? items.length}
              onMore={onMore}
              moreFailed={moreFailed}
            />
          )}
          {closeTo === undefined ? (
            <CloseControl />
          ) : (
            // Radix's close handler closes the viewer; the form only matters with scripts off.
            <AddressForm className={styles.addressForm} to={closeTo} onSubmit={() => undefined}>
              <CloseControl type="submit" />
            </AddressForm>
          )}
        </Dialog.Content>
      </Portal>
    </Dialog.Root>
  );
}

function CloseControl({ type = 'button' }: { type?: 'button' | 'submit' }) {
  return (
    <Dialog.Close className={styles.close} aria-label="Close" type={type}>
      <Close size={28} />
    </Dialog.Close>
  );
}

function InPlace({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
