export { useFormRefill, useZodForm } from './useZodForm.ts';
export type { ZodFormOptions } from './useZodForm.ts';
export { zodResolver } from './zodResolver.ts';
export type { FieldErrors, Translate } from './zodResolver.ts';
export { applyServerErrors, serverFieldErrors } from './serverErrors.ts';
export { FormActions } from './FormActions.tsx';
export { useFocusAfterPaint } from './useFocusAfterPaint.ts';
