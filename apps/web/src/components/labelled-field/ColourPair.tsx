import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../colour-picker/index.ts';

/** A colour pair as the seeds store it: [background, text]. */
export type ColourPairValue = readonly [string, string];

/** Two shared colour pickers (with favourites): background and text of one label. */
export function ColourPair(props: { value: ColourPairValue; onChange: (pair: [string, string]) => void; field: string; size?: number; testId?: string; disabled?: boolean }) {
  const { t } = useTranslation();
  const [bg, fg] = props.value;
  const change = (pair: [string, string]) => {
    if (!props.disabled) props.onChange(pair);
  };
  return (
    <Group gap={4} wrap="nowrap">
      <ColourPicker size={props.size} label={t('labelled-field.background', { field: props.field })} value={bg} onChange={(c) => change([c, fg])} testId={props.testId ? `${props.testId}-0` : undefined} />
      <ColourPicker size={props.size} label={t('labelled-field.text', { field: props.field })} value={fg} onChange={(c) => change([bg, c])} testId={props.testId ? `${props.testId}-1` : undefined} />
    </Group>
  );
}
