import * as Dialog from '@radix-ui/react-dialog';
import useEmblaCarousel from 'embla-carousel-react';
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import type { Picture as PictureData } from '#shared/schemas/common.ts';
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

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') api?.scrollPrev();
    else if (event.key === 'ArrowRight') api?.scrollNext();
    else return;
    event.preventDefault();
  };

  return (
    // Arrow keys work wherever focus is inside the dialog; Escape is Radix's.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div className={styles.stage} onKeyDown={onKeyDown}>
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
                imgClassName={styles.img}
              />
            </div>
          ))}
        </div>
      </div>
      <button
        type="button"
        className={`${styles.nav} ${styles.prev}`}
        onClick={() => api?.scrollPrev()}
        disabled={selected === 0}
        aria-label="Previous image"
      >
        <ArrowLeft size={28} />
      </button>
      <button
        type="button"
        className={`${styles.nav} ${styles.next}`}
        onClick={() => api?.scrollNext()}
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
export function Lightbox({ items, openIndex, onClose, title, onSelect, inline = false }: LightboxProps) {
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
          <Dialog.Close className={styles.close} aria-label="Close">
            <Close size={28} />
          </Dialog.Close>
        </Dialog.Content>
      </Portal>
    </Dialog.Root>
  );
}

function InPlace({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
