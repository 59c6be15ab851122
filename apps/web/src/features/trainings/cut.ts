/** Text cut to `max` characters with an ellipsis (list previews: objectives 50, descriptions 40). */
export function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}
