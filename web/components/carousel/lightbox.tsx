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
}

interface SlidesProps {
  items: LightboxItem[];
  /** The image to show; a change while open (history) moves there. */
  startIndex: number;
  onSelect: ((index: number) => void) | undefined;
}

function Slides({ items, startIndex, onSelect }: SlidesProps) {
  // Embla starts once, at the first index: later changes scroll, they do not re-create it.
  const [start] = useState(startIndex);
  const [viewportRef, api] = useEmblaCarousel({ startIndex: start, loop: false });
  const selected = useSelectedIndex(api, start);
  const current = items[selected];
  // The index the parent last knew, so that a move the parent asked for is not reported back.
  const known = useRef(startIndex);
  useEffect(() => {
    if (startIndex === known.current) return;
    known.current = startIndex;
    api?.scrollTo(startIndex, true);
  }, [api, startIndex]);
  useEffect(() => {
    if (selected === known.current) return;
    known.current = selected;
    onSelect?.(selected);
    // Only a new selection is news; onSelect may be a new function on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selected]);

  // A step asked for before Embla has started (the viewer has just opened and effects have not
  // run yet on a slow phone) is kept and taken once it has, instead of being lost.
  const ready = useRef<typeof api>(undefined);
  const pending = useRef(0);
  const step = useCallback((delta: 1 | -1) => {
    const embla = ready.current;
    if (!embla) pending.current += delta;
    else if (delta > 0) embla.scrollNext();
    else embla.scrollPrev();
  }, []);
  useEffect(() => {
    ready.current = api;
    if (!api || pending.current === 0) return;
    const target = Math.min(Math.max(api.selectedScrollSnap() + pending.current, 0), items.length - 1);
    pending.current = 0;
    api.scrollTo(target);
  }, [api, items.length]);
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
    <div className={styles.stage}>
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
              aria-label={`${i + 1} of ${items.length}`}
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
      <button
        type="button"
        className={`${styles.nav} ${styles.prev}`}
        onClick={() => step(-1)}
        disabled={selected === 0}
        aria-label="Previous image"
      >
        <ArrowLeft size={28} />
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => step(1)}
        disabled={selected === items.length - 1}
        aria-label="Next image"
      >
        <ArrowRight size={28} />
      </button>
      <div className={styles.info} aria-live="polite">
        <span className={styles.counter}>
          {selected + 1}/{items.length}
        </span>
        {current?.caption && <span className={styles.caption}>{current.caption}</span>}
        {current?.text && <span className={styles.text}>{current.text}</span>}
      </div>
    </div>
  );
}

/**
 * A full-screen, swipeable image viewer. Radix Dialog traps focus, closes on Escape, locks
 * page scroll while open and gives focus back to the image that opened it.
 */
export function Lightbox({ items, openIndex, onClose, title, onSelect, inline = false, closeTo }: LightboxProps) {
  // Radix returns focus to a Dialog.Trigger, and there is none here (any image opens it), so
  // the opener is remembered and focused again on close; otherwise focus would fall to <body>.
  const opener = useRef<HTMLElement | null>(null);
  const Portal = inline ? InPlace : Dialog.Portal;
  return (
    <Dialog.Root open={openIndex !== null} onOpenChange={(open) => !open && onClose()}>
      <Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          aria-describedby={undefined}
          onOpenAutoFocus={() => {
            opener.current =
              document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (!opener.current?.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
        >
          <Dialog.Title className="visually-hidden">{title}</Dialog.Title>
          {openIndex !== null && <Slides items={items} startIndex={openIndex} onSelect={onSelect} />}
          {closeTo === undefined ? (
            <CloseControl />
          ) : (
            // Radix's close handler closes the viewer; the form only matters with scripts off.
            <AddressForm className={styles.closeForm} to={closeTo} onSubmit={() => undefined}>
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
