import { z } from 'zod';

/** Numeric route parameter `{id}`. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
export type IdParams = z.infer<typeof idParams>;

/** A colour as #rrggbb (or #rgb). */
export const hexColour = z.string().regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, { message: 'validation.colour' });

/** Answer of a call that only reports an outcome. */
export const messageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof messageAnswer>;

/** Shape of every 422 answer. */
export const validationErrorAnswer = z.object({
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});
export type ValidationErrorAnswer = z.infer<typeof validationErrorAnswer>;
