import { useCallback, useEffect, useRef, useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

/**
 * Focuses a form's field once its send is over (a refused save, a failed sign-in), so the
 * administrator is taken to what to change. Asked while the send runs, the focus would be refused
 * (the fieldset is disabled then) and stay on the dialog, or fall to the page's body. FieldFrame
 * brings the field's error into view when it takes the focus.
 */
export function useFocusAfterSend<T extends FieldValues, O>(
  form: UseFormReturn<T, unknown, O>,
  pending: boolean,
): (field: Path<T>, select?: boolean) => void {
  const [wanted, setWanted] = useState<{ field: Path<T>; select: boolean } | null>(null);
  // Each request focuses once: a later render must not pull the focus back to it.
  const done = useRef<typeof wanted>(null);
  useEffect(() => {
    if (pending || wanted === null || done.current === wanted) return;
    done.current = wanted;
    form.setFocus(wanted.field, { shouldSelect: wanted.select });
  }, [pending, wanted, form]);
  return useCallback((field: Path<T>, select = false) => setWanted({ field, select }), []);
}
