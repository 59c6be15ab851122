import { Button } from '@mantine/core';
import type { FitnessPrintLayout } from '@prancheta/shared';
import { useTranslation } from 'react-i18next';
import { handleApiError } from '../../api/errors.ts';
import { usePrintLayout, useSavePrintLayout } from '../../api/fitness.ts';

const LAYOUTS: FitnessPrintLayout[] = ['standard', 'compact'];

/**
 * The print layout of a fitness sheet (standard or compact), remembered per coach on the server.
 * Two toggle buttons (not a SegmentedControl, whose sliding indicator measures the page's layout
 * while the sheet is first committed: a forced layout of the whole page in that long task).
 */
export function PrintLayoutSwitch() {
  const { t } = useTranslation();
  const layout = usePrintLayout();
  const save = useSavePrintLayout();
  const current = layout.data ?? 'standard';
  return (
    <Button.Group aria-label={t('fitness-print.layout')} data-testid="sheet-print-layout" data-layout={current}>
      {LAYOUTS.map((value) => (
        <Button
          key={value}
          size="xs"
          variant={value === current ? 'filled' : 'default'}
          aria-pressed={value === current}
          disabled={layout.isPending}
          onClick={() => value !== current && save.mutate(value, { onError: (err) => handleApiError(err) })}
        >
          {t(`fitness-print.${value}`)}
        </Button>
      ))}
    </Button.Group>
  );
}
