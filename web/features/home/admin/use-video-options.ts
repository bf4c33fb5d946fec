import { useEffect, useState } from 'react';
import { useLoaderData } from 'react-router';
import type { SelectOption } from '#web/components/admin/form/fields/select-field.tsx';
import { slidesApi } from './slides-api.ts';

/**
 * The videos a slide can link to, fetched when the form opens. A failed fetch leaves the list
 * empty (SPEC.md section 4: all-videos fetch failure gives an empty list); the client has
 * already said what went wrong.
 */
export function useVideoOptions(): { options: SelectOption[]; loading: boolean } {
  // A refusal naming a video deleted meanwhile re-reads the page's data (use-admin-action.ts);
  // the list is read again with it, so the open form stops offering that video.
  const pageData = useLoaderData();
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
      .catch(() => {
        if (!controller.signal.aborted) setOptions([]);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [pageData]);
  return { options, loading };
}
