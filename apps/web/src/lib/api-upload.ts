import {
  buildUrl,
  currentToken,
  noAnswerError,
  readAnswer,
  refusedToken,
  requestHeaders,
  tokenAfterRefusal,
} from './api-client';

export interface UploadOptions {
  /** Called as the body goes out, with the share sent so far (0–1). */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** The API the path belongs to (see `RequestOptions.prefix`); the shop's by default. */
  prefix?: string;
  /** The method of the upload: PUT (a photo in its place) unless the route creates, POST. */
  method?: 'PUT' | 'POST';
}

/**
 * Sends a multipart body (PUT unless told POST) and resolves with the JSON answer, reporting upload progress
 * (fetch can't: its request bodies have no progress events). Same headers, errors and 401
 * handling as `apiRequest`.
 */
export async function apiUpload<T>(
  path: string,
  body: FormData,
  options: UploadOptions = {},
): Promise<T> {
  const token = currentToken();
  let answer = await sendWithProgress(path, body, token, options);
  if (refusedToken(answer.status, token)) {
    answer = await sendWithProgress(path, body, tokenAfterRefusal(token), options);
  }
  return readAnswer<T>(answer.status, answer.text);
}

function sendWithProgress(
  path: string,
  body: FormData,
  token: string | null,
  { onProgress, signal, prefix, method = 'PUT' }: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, buildUrl(path, undefined, prefix));
    for (const [name, value] of Object.entries(requestHeaders(token, false))) {
      request.setRequestHeader(name, value);
    }
    if (onProgress) {
      request.upload.addEventListener('progress', (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      });
    }
    request.addEventListener('load', () => {
      resolve({ status: request.status, text: request.responseText });
    });
    request.addEventListener('error', () => {
      reject(noAnswerError());
    });
    request.addEventListener('abort', () => {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    });
    signal?.addEventListener('abort', () => {
      request.abort();
    });
    request.send(body);
  });
}
