import { useEffect, useState } from 'react';
import type { SelectOption } from '#web/components/admin/form/fields/select-field.tsx';
import { locationsApi } from './locations-api.ts';

/**
 * The photo categories 'See more' can open, fetched when the editor opens. A failed fetch
 * leaves the list empty; the API client has already said what went wrong.
 */
export function usePhotoCategories(): { options: SelectOption[]; loading: boolean } {
  const [options, setOptions] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(true);
  useEffect(() => {
    const controller = new AbortController();
    locationsApi
      .photoCategories(controller.signal)
      .then((list) => setOptions(list.map((c) => ({ value: c._id, label: c.caption }))))
      .catch(() => setOptions([]))
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, []);
  return { options, loading };
}
