import { storedLanguage } from '../app/i18n.ts';
import { readSession } from './session.ts';

/** A failed API call: status, the server's translated message and, for 422, the field errors. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly errors: Record<string, string[]> = {},
  ) {
    super(message);
  }
}

type Body = Record<string, unknown> | unknown[] | FormData | undefined;

function headers(body: Body): Record<string, string> {
  const h: Record<string, string> = { 'X-Lang': storedLanguage() };
  const session = readSession();
  if (session) h.Authorization = `Bearer ${session.token}`;
  if (body !== undefined && !(body instanceof FormData)) h['Content-Type'] = 'application/json';
  return h;
}

async function toError(res: Response): Promise<ApiError> {
  let message = res.statusText || `HTTP ${res.status}`;
  let errors: Record<string, string[]> = {};
  try {
    const data = (await res.json()) as { message?: string; errors?: Record<string, string[]> };
    if (data.message) message = data.message;
    if (data.errors) errors = data.errors;
  } catch {
    // not JSON: keep the status text
  }
  return new ApiError(res.status, message, errors);
}

/** One call to /api: bearer token and language on every call; JSON in and out; ApiError on non-2xx. */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Body, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`/api/${path.replace(/^\/+/, '')}`, {
    method,
    headers: headers(body),
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal,
  });
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** Shorthands for request(). */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: Body) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: Body) => request<T>('DELETE', path, body),
};

/** GET a binary resource (image, draft, video, PDF) with the bearer token. */
export async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await fetch(`/api/${path.replace(/^\/+/, '')}`, { headers: headers(undefined), signal });
  if (!res.ok) throw await toError(res);
  return res.blob();
}

/** POST multipart with upload progress (0..1), for uploads the user waits on. Abort with the signal. */
export function upload<T>(path: string, form: FormData, onProgress?: (fraction: number) => void, signal?: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/${path.replace(/^\/+/, '')}`);
    for (const [k, v] of Object.entries(headers(form))) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      let data: { message?: string; errors?: Record<string, string[]> } = {};
      try {
        data = xhr.responseText ? JSON.parse(xhr.responseText) : {};
      } catch {
        // not JSON
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(data as T);
      else reject(new ApiError(xhr.status, data.message ?? xhr.statusText, data.errors ?? {}));
    };
    xhr.onerror = () => reject(new ApiError(0, 'network error'));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}
