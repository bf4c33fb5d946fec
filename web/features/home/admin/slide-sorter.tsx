import { useEffect, useState } from 'react';
import type { Slide } from '#shared/schemas/slide.ts';
import { LeaveGuard } from '#web/components/admin/form/leave-guard.tsx';
import { SortItem } from '#web/components/admin/sortable/sort-item.tsx';
import { SortableList } from '#web/components/admin/sortable/sortable-list.tsx';
import { useOrderSave } from '#web/components/admin/sortable/use-order-save.ts';
import { AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { Modal } from '#web/components/admin/ui/modal.tsx';
import { useModal } from '#web/components/admin/ui/modal-context.ts';
import { ModalFooter } from '#web/components/admin/ui/modal-footer.tsx';
import modalStyles from '#web/components/admin/ui/modal.module.css';
import { Spinner } from '#web/components/spinner.tsx';
import { slidesApi } from './slides-api.ts';
import styles from './slide-sorter.module.css';

const slideId = (slide: Slide) => slide._id;
const slideName = (slide: Slide) => slide.caption || slide.alt || 'slide';

/**
 * The slides' order (GET /api/slider's order, the admin's list): the home page still shows them
 * in a random order, so the sort mode opens in a dialog over the slider, with the saved order.
 */
export function SortSlides() {
  return (
    <Modal
      title="Slide order"
      description="Drag a slide by its handle, or focus the handle and press Space, the arrow keys, then Space. Visitors still see the slides in a random order."
      trigger={<AdminButton tone="overlay">Sort slides</AdminButton>}
    >
      <LoadedSlides />
    </Modal>
  );
}

/** The saved order, read when the dialog opens (the page holds the shuffled one). */
function LoadedSlides() {
  const [slides, setSlides] = useState<Slide[] | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    slidesApi
      .all(controller.signal)
      .then((list) => !controller.signal.aborted && setSlides(list))
      // The API client has already said what went wrong; the dialog offers nothing to save.
      .catch(() => !controller.signal.aborted && setSlides([]));
    return () => controller.abort();
  }, []);
  if (slides === null) {
    return (
      <div className={modalStyles.body}>
        <div className={styles.loading}>
          <Spinner label="Loading the slides" />
        </div>
      </div>
    );
  }
  return <SlideOrder slides={slides} />;
}

function SlideOrder({ slides }: { slides: Slide[] }) {
  const modal = useModal();
  const { original, order, setOrder, changed, pending, onSave } = useOrderSave({
    items: slides,
    getId: slideId,
    noun: 'slide',
    save: slidesApi.saveOrder,
    reload: slidesApi.all,
    onSaved: modal.close,
  });
  useEffect(() => modal.setGuard({ dirty: changed, pending }), [modal, changed, pending]);
  return (
    <>
      <div className={modalStyles.body}>
        <SortableList
          items={order}
          original={original}
          getId={slideId}
          getName={slideName}
          noun="slide"
          label="Slides in their saved order"
          onChange={setOrder}
          disabled={pending}
        >
          {(slide) => (
            <SortItem
              picture={slide.picture}
              caption={slide.caption || 'No caption'}
              meta={slide.text || undefined}
            />
          )}
        </SortableList>
      </div>
      {changed && !pending && <LeaveGuard />}
      <ModalFooter submitLabel="Save" pending={pending} onSubmit={onSave} canSubmit={changed} />
    </>
  );
}
