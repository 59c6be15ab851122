import { useForm } from '@mantine/form';
import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { zodResolver } from './zodResolver.ts';
import type { Translate } from './zodResolver.ts';

/** Extra @mantine/form options (everything but the initial values and the validation). */
export type ZodFormOptions<V> = Omit<UseFormInput<V>, 'initialValues' | 'validate'>;

/**
 * The app's form hook: @mantine/form validated by a shared zod schema (the server's own rule) with
 * the shared translated messages. Use `form.getInputProps(path)` on inputs, `form.onSubmit(fn)` on
 * submit, and `applyServerErrors(form, err)` when the server answers 422.
 */
export function useZodForm<V extends Record<string, unknown>>(schema: z.ZodType<unknown>, initialValues: V, options: ZodFormOptions<V> = {}): UseFormReturnType<V> {
  const { i18n } = useTranslation();
  const validate = useMemo(() => {
    const translate: Translate = (key, params) => (i18n.exists(key) ? i18n.t(key, params) : null);
    return zodResolver(schema, translate);
  }, [schema, i18n]);
  return useForm<V>({ mode: 'controlled', ...options, initialValues, validate });
}
