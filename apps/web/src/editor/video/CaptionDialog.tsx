import { Box, Button, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { LIMITS } from '@prancheta/shared';
import { captionForm, captionRange } from '@prancheta/shared/scene/index.ts';
import type { CaptionFields, CaptionObject, FrameRange } from '@prancheta/shared/scene/index.ts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ColourPicker } from '../../components/colour-picker/index.ts';
import { useZodForm } from '../../components/form/useZodForm.ts';
import { AutoTextarea } from '../../components/form/AutoTextarea.tsx';

/** Where a caption is placed on the field: three heights across the centre, or where it already is. */
export type CaptionPosition = 'top' | 'middle' | 'bottom' | 'current';

/** Vertical centre of each preset position, in canvas units. */
export const CAPTION_POSITIONS: Record<Exclude<CaptionPosition, 'current'>, number> = {
  top: Math.round(LIMITS.canvas.height * 0.12),
  middle: LIMITS.canvas.height / 2,
  bottom: Math.round(LIMITS.canvas.height * 0.86),
};

/** What the dialog answers. */
export interface CaptionValues extends CaptionFields, FrameRange {
  position: CaptionPosition;
}

interface Props {
  /** The caption being edited, or null for a new one. */
  caption: CaptionObject | null;
  frames: number;
  /** Frame shown in the editor: a new caption starts there. */
  frame: number;
  onClose: () => void;
  onSubmit: (values: CaptionValues) => void;
}

/**
 * Adds or edits a caption of a video: its text (checked by the scene schema's own rule), the frames
 * it shows in, size, text and background colours and where it sits on the field. Key presses stay
 * in the dialog (the editor's shortcuts do not run while it is open).
 */
export function CaptionDialog({ caption, frames, frame, onClose, onSubmit }: Props) {
  const { t } = useTranslation();
  const schema = useMemo(() => captionForm(frames), [frames]);
  const range = caption ? captionRange(caption, frames) : { from: frame, to: frame };
  const form = useZodForm(schema, {
    text: caption?.text ?? '',
    fontSize: caption?.fontSize ?? LIMITS.caption.defaultSize,
    from: range.from,
    to: range.to,
    fill: caption?.fill ?? LIMITS.caption.defaultColour,
    background: caption?.background ?? LIMITS.caption.defaultBackground,
    position: (caption ? 'current' : 'bottom') as CaptionPosition,
  });
  const length = form.values.text.trim().length;
  const positions: CaptionPosition[] = caption ? ['current', 'top', 'middle', 'bottom'] : ['top', 'middle', 'bottom'];
  const number = (v: string | number) => (typeof v === 'number' ? v : v === '' ? Number.NaN : Number(v));

  return (
    <Modal opened onClose={onClose} title={caption ? t('captions.edit-title') : t('captions.new-title')} size="md" data-testid="caption-dialog">
      <Box onKeyDown={(e) => e.key !== 'Escape' && e.stopPropagation()}>
        <form onSubmit={form.onSubmit((v) => onSubmit({ ...v, text: v.text.trim() }))} noValidate>
          <Stack gap="sm">
            <AutoTextarea label={t('captions.text')} minRows={2} maxRows={4} data-autofocus required {...form.getInputProps('text')} data-testid="caption-text" />
            <Text size="xs" c={length > LIMITS.caption.maxChars ? 'red' : 'dimmed'} ta="right" mt={-8} aria-live="polite" data-testid="caption-count">
              {t('captions.count', { count: length, max: LIMITS.caption.maxChars })}
            </Text>
            <Group grow gap="sm" align="flex-start">
              <NumberInput label={t('captions.from')} min={1} max={frames} allowDecimal={false} {...form.getInputProps('from')} onChange={(v) => form.setFieldValue('from', number(v))} data-testid="caption-from" />
              <NumberInput label={t('captions.to')} min={1} max={frames} allowDecimal={false} {...form.getInputProps('to')} onChange={(v) => form.setFieldValue('to', number(v))} data-testid="caption-to" />
            </Group>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <NumberInput label={t('captions.size')} min={LIMITS.caption.minSize} max={LIMITS.caption.maxSize} w={130} {...form.getInputProps('fontSize')} onChange={(v) => form.setFieldValue('fontSize', number(v))} data-testid="caption-size" />
              <ColourPicker label={t('captions.colour')} value={form.values.fill} onChange={(c) => form.setFieldValue('fill', c)} size={36} testId="caption-colour" />
              <ColourPicker label={t('captions.background')} value={form.values.background} onChange={(c) => form.setFieldValue('background', c)} size={36} testId="caption-background" />
            </Group>
            <Select
              label={t('captions.position')}
              data={positions.map((p) => ({ value: p, label: t(`captions.positions.${p}`) }))}
              value={form.values.position}
              onChange={(v) => v && form.setFieldValue('position', v as CaptionPosition)}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              data-testid="caption-position"
            />
            <Text size="xs" c="dimmed">
              {t('captions.hint')}
            </Text>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} data-testid="caption-cancel">
                {t('captions.cancel')}
              </Button>
              <Button type="submit" data-testid="caption-save">
                {t('captions.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Box>
    </Modal>
  );
}
