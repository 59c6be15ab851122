import type { FileEntry, UsersGifsAnswer } from '@prancheta/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, getBlob, upload } from './client.ts';
import { toFormData } from './formData.ts';

/** Which listing a media screen browses. */
export type MediaSource = 'library' | 'admin-gifs' | 'admin-files' | 'own-gifs';

/** Query keys of the media library. */
export const mediaKeys = {
  all: ['media'] as const,
  list: (source: MediaSource, path: string, q = '') => ['media', source, path, q] as const,
  usersGifs: (email: string) => ['media', 'users-gifs', email] as const,
};

const q = (params: Record<string, string>) => new URLSearchParams(params).toString();

/** GET files?path=&q= (coach), admin/gifs?path=, admin/files?path=, user-gifs. */
export function listMedia(source: MediaSource, path: string, search = '', signal?: AbortSignal): Promise<FileEntry[]> {
  const url =
    source === 'library'
      ? `files?${q(search ? { path, q: search } : { path })}`
      : source === 'admin-gifs'
        ? `admin/gifs?${q({ path })}`
        : source === 'admin-files'
          ? `admin/files?${q({ path })}`
          : 'user-gifs';
  return api.get<{ files: FileEntry[] }>(url, signal).then((r) => r.files);
}

/** A listing as a query (errors are the caller's to report). */
export function useMediaList(source: MediaSource, path: string, search = '', enabled = true) {
  return useQuery({ queryKey: mediaKeys.list(source, path, search), queryFn: ({ signal }) => listMedia(source, path, search, signal), enabled, retry: false });
}

/** GET admin/users-gifs?email= (404 when no user has that e-mail). */
export function findUsersGifs(email: string): Promise<UsersGifsAnswer> {
  return api.get<UsersGifsAnswer>(`admin/users-gifs?${q({ email })}`);
}

/** Refreshes every media listing after a change. */
export function useInvalidateMedia(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: mediaKeys.all });
}

/** One file chosen for upload with the name it will get. */
export interface NamedFile {
  file: File;
  name: string;
}

/** The multipart body `images[name]` (gifs) or `images[index]` (general files), plus `path` when given. */
export function mediaFormData(files: NamedFile[], options: { path?: string; byIndex?: boolean }): FormData {
  const images = options.byIndex ? files.map((f) => f.file) : Object.fromEntries(files.map((f) => [f.name, f.file]));
  return toFormData({ path: options.path, images });
}

/** Where an upload goes: POST user-gifs, admin/gifs, admin/files or admin/users-gifs. */
export type UploadTarget = 'own-gifs' | 'admin-gifs' | 'admin-files' | 'users-gifs';

const uploadPath: Record<UploadTarget, string> = { 'own-gifs': 'user-gifs', 'admin-gifs': 'admin/gifs', 'admin-files': 'admin/files', 'users-gifs': 'admin/users-gifs' };

/** Sends the files with upload progress (0..1). */
export function uploadMedia(target: UploadTarget, files: NamedFile[], path: string | undefined, onProgress: (f: number) => void): Promise<{ message: string }> {
  return upload<{ message: string }>(uploadPath[target], mediaFormData(files, { path, byIndex: target === 'admin-files' }), onProgress);
}

/** DELETE user-gifs?names[]=, admin/gifs?paths[n]=, admin/files?images[n]=, admin/users-gifs?paths[n]=. */
export function deleteMedia(target: UploadTarget, paths: string[]): Promise<{ message: string }> {
  const params = new URLSearchParams();
  if (target === 'own-gifs') paths.forEach((p) => params.append('names[]', p));
  else paths.forEach((p, i) => params.append(`${target === 'admin-files' ? 'images' : 'paths'}[${i}]`, p));
  return api.delete<{ message: string }>(`${uploadPath[target]}?${params.toString()}`);
}

/** POST admin/gifs/mkdir {name, path}. */
export function makeGifFolder(name: string, path: string): Promise<{ message: string; path: string }> {
  return api.post<{ message: string; path: string }>('admin/gifs/mkdir', { name, path });
}

/** A protected image (a coach's gif) as a blob; public library urls load directly. */
export function fetchProtected(url: string, signal: AbortSignal): Promise<Blob> {
  return getBlob(url.replace(/^\/api\//, ''), signal);
}

/** True for urls an <img> can load without the bearer token (library gifs and general images). */
export function isPublicMediaUrl(url: string): boolean {
  return url.startsWith('/api/fitnesgif') || url.startsWith('/api/images');
}
