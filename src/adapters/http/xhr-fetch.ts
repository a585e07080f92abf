/**
 * `fetch` over XMLHttpRequest, for the one thing fetch cannot tell: how much of an upload has been sent
 * (the client-file import's progress bar). Answers a standard Response, so the API client reads it as usual;
 * `onAnswerText` hears the answer's text as it arrives (the import's progress lines).
 */
export function fetchWithUploadProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
  onAnswerText?: (textSoFar: string) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    xhr.withCredentials = init.credentials === 'include';
    for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
      xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    });
    if (onAnswerText) xhr.addEventListener('progress', () => onAnswerText(String(xhr.responseText)));
    xhr.addEventListener('load', () => {
      onProgress(1);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
      }
      // A Response cannot carry a body on these statuses.
      const body = [204, 205, 304].includes(xhr.status) ? null : String(xhr.response ?? '');
      resolve(new Response(body, { status: xhr.status, headers }));
    });
    const fail = () => reject(new TypeError('Failed to fetch'));
    xhr.addEventListener('error', fail);
    xhr.addEventListener('timeout', fail);
    xhr.addEventListener('abort', () => reject(new DOMException('The request was aborted.', 'AbortError')));
    init.signal?.addEventListener('abort', () => xhr.abort());
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}
