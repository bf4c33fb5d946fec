export type FormPart = string | number | Blob | null | undefined;

/**
 * Multipart body for the upload endpoints of SPEC.md section 7: text parts for strings and
 * numbers, a file part for a Blob (the `image`). null and undefined parts are left out, and the
 * server keeps a left-out field's stored value on edits; send '' to clear a field.
 */
export function toFormData(parts: Record<string, FormPart>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (value === null || value === undefined) continue;
    if (value instanceof Blob) data.append(name, value, value instanceof File ? value.name : name);
    else data.append(name, String(value));
  }
  return data;
}
