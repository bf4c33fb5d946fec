import { useState } from 'react';
import type { Location } from '#shared/schemas/location.ts';
import { acceptFor } from '#web/components/admin/form/image-check.ts';
import { AdminBar, AdminButton } from '#web/components/admin/ui/admin-button.tsx';
import { Picture } from '#web/components/picture.tsx';
import { carouselAlt } from '../location-text.ts';
import { DeleteImage, EditImageAlt } from './image-actions.tsx';
import { ImageSorter } from './image-sorter.tsx';
import { UploadList } from './upload-list.tsx';
import { useImageUploads } from './use-image-uploads.ts';
import styles from './location-admin.module.css';

/**
 * The carousel's images for the administrator, under the carousel: add several at once, edit
 * an image's alt text, delete one, or open the sort mode to put them in order.
 */
export function CarouselAdmin({ location }: { location: Location }) {
  const [sorting, setSorting] = useState(false);
  const { uploads, running, add, clear } = useImageUploads(location._id);
  const { images, name } = location;

  if (sorting) return <ImageSorter location={location} onLeave={() => setSorting(false)} />;

  return (
    <section className={styles.panel} aria-labelledby="carousel-admin-title">
      <div className={styles.panelHead}>
        <h3 id="carousel-admin-title" className={styles.panelTitle}>
          Carousel images <span className={styles.count}>{images.length}</span>
        </h3>
        <AdminBar>
          <input
            id="carousel-files"
            type="file"
            multiple
            accept={acceptFor('any')}
            className={`visually-hidden ${styles.fileInput}`}
            disabled={running}
            onChange={(event) => {
              const files = Array.from(event.target.files ?? []);
              event.target.value = '';
              void add(files);
            }}
          />
          <label htmlFor="carousel-files" className={styles.fileLabel} aria-disabled={running || undefined}>
            + Add images
          </label>
          {images.length > 1 && (
            <AdminButton onClick={() => setSorting(true)} disabled={running}>
              Reorder images
            </AdminButton>
          )}
        </AdminBar>
      </div>
      <p className={styles.help}>Any image (JPEG, PNG, WebP, AVIF, GIF, TIFF), up to 20 MB each; choose several files at once.</p>
      <UploadList uploads={uploads} running={running} onClear={clear} />
      {images.length > 0 && (
        <ol className={styles.grid} aria-label="Carousel images in their order">
          {images.map((image, i) => {
            const label = `image ${i + 1}`;
            return (
              <li key={image._id} className={styles.card}>
                <span className={styles.cardThumb}>
                  <Picture picture={image.picture} alt="" fill sizes="240px" />
                </span>
                <span className={styles.cardPosition}>{i + 1}</span>
                <p className={styles.alt}>
                  {image.alt ? (
                    image.alt
                  ) : (
                    <span className={styles.noAlt}>No alt text. Read as “{carouselAlt(name, '', i, images.length)}”.</span>
                  )}
                </p>
                <AdminBar>
                  <EditImageAlt location={location} image={image} label={label} />
                  <DeleteImage location={location} image={image} label={label} />
                </AdminBar>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
