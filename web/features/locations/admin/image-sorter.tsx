import { useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { Location, LocationImage } from '#shared/schemas/location.ts';
import { useAdminAction } from '#web/components/admin/form/use-admin-action.ts';
import { SortPanel } from '#web/components/admin/sortable/sort-panel.tsx';
import { SortableList } from '#web/components/admin/sortable/sortable-list.tsx';
import { Picture } from '#web/components/picture.tsx';
import { carouselAlt } from '../location-text.ts';
import { locationsApi } from './locations-api.ts';
import styles from './location-admin.module.css';

const imageId = (image: LocationImage) => image._id;

/** The carousel's sort mode: drag (mouse, finger, keyboard), then Save or Cancel. */
export function ImageSorter({ location, onLeave }: { location: Location; onLeave: () => void }) {
  const original = location.images;
  const [order, setOrder] = useState(original);
  const { pending, run } = useAdminAction();
  const changed = order.some((image, i) => image._id !== original[i]?._id);
  // Named by alt text, or by the place it had when the mode opened.
  const [imageName] = useState(
    () => (image: LocationImage) =>
      image.alt || `image ${original.findIndex((o) => o._id === image._id) + 1}`,
  );

  const save = () =>
    void run((send) => locationsApi.saveOrder(location._id, order.map(imageId), send), {
      success: messages.notify.edited,
      onSuccess: onLeave,
    });

  return (
    <SortPanel
      title="Reorder images"
      help="Drag an image by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order in the carousel."
      pending={pending}
      changed={changed}
      onSave={save}
      onCancel={onLeave}
    >
      <SortableList
        items={order}
        original={original}
        getId={imageId}
        getName={imageName}
        noun="image"
        label={`Images of ${location.name} in their carousel order`}
        onChange={setOrder}
        disabled={pending}
      >
        {(image) => (
          <span className={styles.sortItem}>
            <span className={styles.sortThumb}>
              <Picture picture={image.picture} alt="" fill sizes="112px" />
            </span>
            <span className={styles.sortText}>
              {carouselAlt(location.name, image.alt, original.indexOf(image), original.length)}
            </span>
          </span>
        )}
      </SortableList>
    </SortPanel>
  );
}
