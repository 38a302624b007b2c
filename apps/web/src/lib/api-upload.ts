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
}

/**
 * Sends a multipart body with PUT and resolves with the JSON answer, reporting upload progress
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
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', buildUrl(path));
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
