import { useEffect, useState } from 'react';
import type { SelectOption } from '#web/components/admin/form/fields/select-field.tsx';
import { slidesApi } from './slides-api.ts';

/**
 * The videos a slide can link to, fetched when the form opens. A failed fetch leaves the list
 * empty (SPEC.md section 4: all-videos fetch failure gives an empty list); the client has
 * already said what went wrong.
 */
export function useVideoOptions(): { options: SelectOption[]; loading: boolean } {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    slidesApi
      .allVideos(controller.signal)
      .then(({ data }) =>
        setOptions(
          data.map((v) => ({
            value: v._id,
            label: v.category ? `${v.caption} (${v.category.caption})` : v.caption,
          })),
        ),
      )
      .catch(() => setOptions([]))
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  return { options, loading };
}
