/** A multipart/form-data body with one file, as a browser's FormData sends it. */
export function multipartFile(
  field: string,
  fileName: string,
  contentType: string,
  data: Buffer | string,
): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----canasta-test-boundary-7MA4YWxkTrZu0gW';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
        `Content-Type: ${contentType}\r\n\r\n`,
    ),
    typeof data === 'string' ? Buffer.from(data) : data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
