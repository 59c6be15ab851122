import { useForm } from '@mantine/form';
import type { UseFormInput, UseFormReturnType } from '@mantine/form';
import { useEffect, useMemo, useRef } from 'react';
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
 *
 * A focus does not mark a field "touched" (`withFocus: false` unless an input asks for it): nothing
 * reads that state, and each mark re-rendered the whole form, the first time while the screen was
 * still being committed (the sign-in field's autofocus), in the same long task.
 */
export function useZodForm<V extends Record<string, unknown>>(schema: z.ZodType<unknown>, initialValues: V, options: ZodFormOptions<V> = {}): UseFormReturnType<V> {
  const { i18n } = useTranslation();
  const validate = useMemo(() => {
    const translate: Translate = (key, params) => (i18n.exists(key) ? i18n.t(key, params) : null);
    return zodResolver(schema, translate);
  }, [schema, i18n]);
  const form = useForm<V>({ mode: 'controlled', ...options, initialValues, validate });
  const getInputProps: typeof form.getInputProps = (path, inputOptions) => form.getInputProps(path, { withFocus: false, ...inputOptions });
  return { ...form, getInputProps };
}

/**
 * Refills `form` with `values` (and makes them its pristine state) when they change after the form
 * was created, e.g. the saved record answered again after a save. Not when the form mounts: it was
 * created with those values, and setting them again re-rendered the whole form once more.
 */
export function useFormRefill<V extends Record<string, unknown>>(form: UseFormReturnType<V>, values: V): void {
  const applied = useRef(values);
  useEffect(() => {
    if (applied.current === values) return;
    applied.current = values;
    form.setValues(values);
    form.resetDirty(values);
    // form is stable per mount.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [values]);
}
