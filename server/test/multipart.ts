/**
 * Builds a multipart/form-data body for app.inject, the way a browser's FormData sends it.
 * Values are strings; a Buffer becomes a file part of that name, and an array of Buffers as many
 * file parts of the same name (a multiple file input).
 */
export function multipart(fields: Record<string, string | Buffer | Buffer[] | undefined>, filename = 'upload.jpg') {
  const boundary = `----test${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  const parts = Object.entries(fields).flatMap(([name, value]) =>
    Array.isArray(value) ? value.map((file) => [name, file] as const) : [[name, value] as const],
  );
  for (const [name, value] of parts) {
    if (value === undefined) continue;
    if (Buffer.isBuffer(value)) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        value,
        Buffer.from('\r\n'),
      );
    } else {
      chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
