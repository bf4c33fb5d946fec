import type { IsField } from './failure.ts';

/**
 * Which of a server's error paths a form shows under a field: any top-level value the form
 * starts with (an empty image too: its key is enough), or a single value inside one of its
 * lists or groups that the form holds now (`offices.0.phone`, `social.instagram`). A path the
 * form has no place for (`social.0.url` where the form keys links by network, or a whole list
 * item) is not a field: its message becomes a notification rather than be set where nothing shows it.
 */
export function formFields(
  topLevel: readonly string[],
  getValue: (path: string) => unknown,
): IsField {
  return (name) => {
    if (topLevel.includes(name)) return true;
    const dot = name.lastIndexOf('.');
    if (dot < 0) return false;
    const parent = getValue(name.slice(0, dot));
    if (
      parent === null ||
      typeof parent !== 'object' ||
      !Object.hasOwn(parent, name.slice(dot + 1))
    )
      return false;
    const value = getValue(name);
    return value === null || typeof value !== 'object';
  };
}
