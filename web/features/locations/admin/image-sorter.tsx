import { useState } from 'react';
import type { Location, LocationImage } from '#shared/schemas/location.ts';
import { SortPanel } from '#web/components/admin/sortable/sort-panel.tsx';
import { SortableList } from '#web/components/admin/sortable/sortable-list.tsx';
import { useOrderSave } from '#web/components/admin/sortable/use-order-save.ts';
import { Picture } from '#web/components/picture.tsx';
import { carouselAlt } from '../location-text.ts';
import { locationsApi } from './locations-api.ts';
import styles from './location-admin.module.css';

const imageId = (image: LocationImage) => image._id;

/** The carousel's sort mode: drag (mouse, finger, keyboard), then Save or Cancel. */
export function ImageSorter({ location, onLeave }: { location: Location; onLeave: () => void }) {
  const { original, order, setOrder, changed, pending, onSave } = useOrderSave({
    items: location.images,
    getId: imageId,
    noun: 'image',
    save: (ids, send) => locationsApi.saveOrder(location._id, ids, send),
    reload: (signal) => locationsApi.images(location._id, signal),
    onSaved: onLeave,
  });
  // Named by alt text, or by the place it had when the mode opened.
  const [imageName] = useState(
    () => (image: LocationImage) =>
      image.alt || `image ${location.images.findIndex((o) => o._id === image._id) + 1}`,
  );

  return (
    <SortPanel
      title="Reorder images"
      help="Drag an image by its handle, or focus the handle and press Space, the arrow keys, then Space. Save keeps the new order in the carousel."
      opener="Reorder images"
      pending={pending}
      changed={changed}
      onSave={onSave}
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
              {carouselAlt(
                location.name,
                image.alt,
                original.findIndex((o) => o._id === image._id),
                original.length,
              )}
            </span>
          </span>
        )}
      </SortableList>
    </SortPanel>
  );
}
