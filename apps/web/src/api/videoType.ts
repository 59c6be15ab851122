/** File extension of a saved video by its MIME type: 'mp4' for MP4 (frame-exact export), else 'webm'. */
export function videoExtension(mime: string): 'mp4' | 'webm' {
  return mime.split(';')[0]!.trim().toLowerCase() === 'video/mp4' ? 'mp4' : 'webm';
}
