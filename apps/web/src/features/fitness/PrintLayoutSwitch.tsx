import { SegmentedControl } from '@mantine/core';
import type { FitnessPrintLayout } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { usePrintLayout, useSavePrintLayout } from '../../api/fitness.ts';

/** The print layout of a fitness sheet (standard or compact), remembered per coach on the server. */
export function PrintLayoutSwitch() {
  const { t } = useTranslation();
  const layout = usePrintLayout();
  const save = useSavePrintLayout();
  return (
    <SegmentedControl
      size="xs"
      aria-label={t('fitness-print.layout')}
      value={layout.data ?? 'standard'}
      disabled={layout.isPending}
      onChange={(v) => save.mutate(v as FitnessPrintLayout, { onError: (err) => handleApiError(err) })}
      data={[
        { value: 'standard', label: t('fitness-print.standard') },
        { value: 'compact', label: t('fitness-print.compact') },
      ]}
      data-testid="sheet-print-layout"
      data-layout={layout.data ?? 'standard'}
    />
  );
}
