import i18n, { storedLanguage } from '../i18n/i18n.ts';
import { BUILD_HEADER, buildCheck } from './appBuild.ts';
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

/**
 * No answer at all: the device is offline and, for a read, nothing is saved on this device for it
 * (the service worker answers the reads it keeps). Status 0, like any call that never reached the
 * server; `read` tells a screen that needs the internet from a change that could not be sent.
 */
export class OfflineError extends ApiError {
  constructor(public readonly read: boolean) {
    super(0, i18n.t(read ? 'pwa.needs-network' : 'pwa.needs-network-write'));
  }
}

/** The OfflineError behind a failure, also when a loader wrapped it as its cause; null otherwise. */
export function offlineError(error: unknown): OfflineError | null {
  if (error instanceof OfflineError) return error;
  return error instanceof Error && error.cause instanceof OfflineError ? error.cause : null;
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

/**
 * fetch() for /api: no answer at all (offline, and nothing saved on this device for a GET) becomes
 * an OfflineError (ApiError status 0) with a plain "needs the internet" message instead of a TypeError.
 */
async function apiFetch(path: string, init: RequestInit): Promise<Response> {
  try {
    const res = await fetch(`/api/${path.replace(/^\/+/, '')}`, init);
    // The served web build: another one than this page's means a deploy happened (see appBuild.ts).
    void buildCheck.note(res.headers.get(BUILD_HEADER));
    return res;
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new OfflineError((init.method ?? 'GET') === 'GET');
  }
}

/** One call to /api: bearer token and language on every call; JSON in and out; ApiError on non-2xx. */
export async function request<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: Body, signal?: AbortSignal, cache?: RequestCache): Promise<T> {
  const res = await apiFetch(path, {
    method,
    headers: headers(body),
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal,
    cache,
  });
  if (!res.ok) throw await toError(res);
  if (res.status === 204) return undefined as T;
  const type = res.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await res.json() : await res.text()) as T;
}

/** Shorthands for request(). */
export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  /** A GET answered by the server itself, never by a cache (the service worker's included): fails offline. */
  fresh: <T>(path: string) => request<T>('GET', path, undefined, undefined, 'no-store'),
  post: <T>(path: string, body?: Body) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body?: Body) => request<T>('PUT', path, body ?? {}),
  delete: <T>(path: string, body?: Body) => request<T>('DELETE', path, body),
};

/** GET a binary resource (image, draft, video, PDF) with the bearer token. */
export async function getBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  const res = await apiFetch(path, { headers: headers(undefined), signal });
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
    xhr.onerror = () => reject(new OfflineError(false));
    xhr.onabort = () => reject(new DOMException('aborted', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.send(form);
  });
}

/** Bytes of a streamed download gathered in JS before they are folded into the Blob being built. */
const FOLD_BYTES = 8 << 20;

/**
 * GET a large binary answer (the "download all" ZIP) with the bearer token, reporting the bytes
 * received as they arrive. Chunks are folded into a Blob every few MB, so the page's own memory
 * stays small (the browser keeps big Blobs on disk). Abort with the signal.
 */
export async function getStreamedBlob(path: string, onBytes: (received: number) => void, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string | null }> {
  const res = await fetch(`/api/${path.replace(/^\/+/, '')}`, { headers: headers(undefined), signal });
  if (!res.ok) throw await toError(res);
  const type = res.headers.get('content-type') ?? 'application/octet-stream';
  const fileName = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? null;
  if (!res.body) return { blob: await res.blob(), fileName };
  const reader = res.body.getReader();
  let blob = new Blob([], { type });
  let pending: Uint8Array<ArrayBuffer>[] = [];
  let pendingBytes = 0;
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    pending.push(value);
    pendingBytes += value.byteLength;
    received += value.byteLength;
    onBytes(received);
    if (pendingBytes >= FOLD_BYTES) {
      blob = new Blob([blob, ...pending], { type });
      pending = [];
      pendingBytes = 0;
    }
  }
  return { blob: new Blob([blob, ...pending], { type }), fileName };
}
