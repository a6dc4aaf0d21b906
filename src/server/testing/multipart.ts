/** A multipart/form-data body with one file, as a browser's upload sends it. */
export function multipartFile(
  filename: string,
  type: string,
  bytes: Buffer,
): [payload: Buffer, headers: Record<string, string>] {
  const boundary = '----jawib-test-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return [
    Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    { 'content-type': `multipart/form-data; boundary=${boundary}` },
  ];
}

/** The smallest valid PNG (1×1). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
