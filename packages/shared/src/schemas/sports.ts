import { z } from 'zod';
import { text } from './common.ts';

export const sportSummary = z.object({ id: z.number(), name: z.string(), slug: z.string(), icon: z.string() });
export type SportSummary = z.infer<typeof sportSummary>;

/** Paths are relative to the elements root and fetched through GET /api/elements?path=. */
export const sportFiles = z.object({
  campos: z.array(z.string()),
  jogadores: z.object({ AMARELA: z.array(z.string()), AZUL: z.array(z.string()), VERDE: z.array(z.string()), VERMELHA: z.array(z.string()), PRETA: z.array(z.string()) }),
  goleiros: z.array(z.string()),
  items: z.array(z.string()),
  shirts: z.array(z.string()),
});
export type SportFiles = z.infer<typeof sportFiles>;

export const sportsAnswer = z.object({ sports: z.array(sportSummary) });
export const sportAnswer = z.object({ sport: sportSummary.extend({ files: sportFiles }) });
export type Sport = z.infer<typeof sportAnswer>['sport'];
export const elementsQuery = z.object({ path: text().min(1).max(300) });
