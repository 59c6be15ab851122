/** The print window address (seed: print/ex with treino, exs[i], lang (2 letters), postwork, short-lived token). */
export function trainingPrintUrl(treino: number, exs: number[], token: string, lang: string, postwork: boolean): string {
  const ids = exs.map((id) => `exs[]=${id}`).join('&');
  return `/api/print/ex?treino=${treino}${ids ? `&${ids}` : ''}&lang=${encodeURIComponent(lang.slice(0, 2) || 'pt')}${postwork ? '&postwork=1' : ''}&token=${encodeURIComponent(token)}`;
}
