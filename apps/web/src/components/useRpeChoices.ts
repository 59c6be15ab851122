import { useTranslation } from 'react-i18next';

/** The CR-10 choices (0-10) with the scale's words, for a select: "7 · Muito difícil". */
export function useRpeChoices(): Array<{ value: string; label: string }> {
  const { t } = useTranslation();
  return Array.from({ length: 11 }, (_, i) => ({ value: String(i), label: `${i} · ${t(`load.rpe.${i}`)}` }));
}
