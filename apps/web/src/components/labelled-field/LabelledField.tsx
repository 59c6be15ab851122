import { Grid, Group, Text, TextInput } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourPair } from './ColourPair.tsx';
import type { ColourPairValue } from './ColourPair.tsx';

/** The editable header label of a field (an `h_*` value), e.g. from `form.getInputProps('h_duracao')`. */
export interface HeaderLabelInput {
  value: string;
  onChange: (value: string | React.ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
  testId?: string;
  /** The input's label; default "Label of {field}". */
  label?: string;
}

/** The colour pair of a field, e.g. from `form.getInputProps('colours.duracao')`. */
export interface ColourPairInput {
  value: ColourPairValue;
  onChange: (pair: [string, string]) => void;
  /** Prefix of the pickers' test ids (`{testId}-0` background, `{testId}-1` text). */
  testId?: string;
}

/** Props of LabelledField. */
export interface LabelledFieldProps {
  /** The field's default name, shown as the label input's placeholder and in the preview. */
  fieldLabel: string;
  /** The value input (TextInput, Textarea, Select...). */
  children: ReactNode;
  /** The editable header label (max 20 characters; empty prints the default name). Omit for fields without one. */
  headerLabel?: HeaderLabelInput;
  /** The background/text colour pair. */
  colours?: ColourPairInput;
  /** A chip showing the label in its colours, as it prints (or the given text). */
  preview?: boolean | string;
  disabled?: boolean;
  /** Picker size in px (default 36). */
  pickerSize?: number;
}

/**
 * One field of a printable sheet: its value input, its editable header label (seeds' `h_*`, up to
 * 20 characters) and its colour pair (background/text, shared picker with favourites). Stacks on
 * phones; value, label and colours side by side from the `sm` breakpoint.
 */
export function LabelledField(props: LabelledFieldProps) {
  const { t } = useTranslation();
  const { headerLabel, colours } = props;
  const shownLabel = headerLabel?.value.trim() || props.fieldLabel;
  return (
    <Grid align="flex-end" gutter="xs">
      <Grid.Col span={{ base: 12, sm: headerLabel ? 5 : colours ? 8 : 12 }}>{props.children}</Grid.Col>
      {headerLabel ? (
        <Grid.Col span={{ base: 12, sm: colours ? 4 : 7 }}>
          <TextInput
            label={headerLabel.label ?? t('labelled-field.header-label', { field: props.fieldLabel })}
            placeholder={props.fieldLabel}
            title={t('labelled-field.header-label-hint')}
            value={headerLabel.value}
            onChange={(e) => headerLabel.onChange(e.currentTarget.value)}
            error={headerLabel.error}
            disabled={props.disabled}
            maxLength={LIMITS.headerLabelMax}
            data-testid={headerLabel.testId}
          />
        </Grid.Col>
      ) : null}
      {colours && !props.disabled ? (
        <Grid.Col span={{ base: 12, sm: headerLabel ? 3 : 4 }}>
          <Group gap="xs" wrap="nowrap">
            <ColourPair value={colours.value} onChange={colours.onChange} field={props.fieldLabel} size={props.pickerSize ?? 36} testId={colours.testId} />
            {props.preview ? (
              <Text size="sm" px="sm" py={4} truncate style={{ background: colours.value[0], color: colours.value[1], borderRadius: 6, minWidth: 0 }} data-testid={colours.testId ? `${colours.testId}-preview` : undefined}>
                {typeof props.preview === 'string' ? props.preview : shownLabel}
              </Text>
            ) : null}
          </Group>
        </Grid.Col>
      ) : null}
    </Grid>
  );
}
