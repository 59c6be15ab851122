import '@mantine/tiptap/styles.css';
import { Input, Select } from '@mantine/core';
import { Link, RichTextEditor as MantineRte } from '@mantine/tiptap';
import { LIMITS } from '@prancheta/shared';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useReadOnlyOffline } from '../../pwa/readOnlyOffline.tsx';
import type { RichTextProps } from './types.ts';

const SIZES = Array.from({ length: LIMITS.richTextFontSizes.max - LIMITS.richTextFontSizes.min + 1 }, (_, i) => String(LIMITS.richTextFontSizes.min + i));

/**
 * A rich-text editor (tiptap through @mantine/tiptap): bold, italic, underline, lists, links and
 * font sizes 12 to 24 px. The server sanitises what it stores; this only produces the HTML.
 */
export default function RichTextEditor({ value, onChange, disabled: disabledByPage = false, label, testId }: RichTextProps) {
  const { t } = useTranslation();
  // Not editable on a screen read-only offline either (a contenteditable ignores a disabled fieldset).
  const offline = useReadOnlyOffline();
  const disabled = disabledByPage || offline.readOnly;
  const labelId = useId();
  // What this editor itself sent through onChange since the page last caught up with it.
  const emitted = useRef<string[]>([]);
  // Mantine's controls take their accessible names from these labels (English by default).
  const labels = useMemo(
    () => ({
      boldControlLabel: t('rich-text.bold'),
      italicControlLabel: t('rich-text.italic'),
      underlineControlLabel: t('rich-text.underline'),
      clearFormattingControlLabel: t('rich-text.clear'),
      bulletListControlLabel: t('rich-text.bullet-list'),
      orderedListControlLabel: t('rich-text.ordered-list'),
      linkControlLabel: t('rich-text.link'),
      unlinkControlLabel: t('rich-text.unlink'),
      linkEditorInputLabel: t('rich-text.link-url'),
      linkEditorInputPlaceholder: t('rich-text.link-placeholder'),
      linkEditorExternalLink: t('rich-text.link-external'),
      linkEditorInternalLink: t('rich-text.link-internal'),
      linkEditorSave: t('rich-text.link-save'),
    }),
    [t],
  );
  const editor = useEditor({
    // StarterKit 3 already brings Link and Underline; Mantine's Link adds its keyboard shortcut.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), TextStyle, FontSize],
    content: value,
    editorProps: { attributes: label ? { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true' } : {} },
    editable: !disabled,
    // Created in an effect, not during render: an editor created during render is destroyed by
    // tiptap when the mount takes longer than its 1 ms timer (a slow machine, a big page), and
    // code holding that instance then crashed on reading the saved content.
    immediatelyRender: false,
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? '' : e.getHTML();
      emitted.current.push(html);
      onChange(html);
    },
  });
  const fontSize = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      if (!e || e.isDestroyed) return '';
      const size = (e?.getAttributes('textStyle').fontSize as string | undefined) ?? '';
      return size.replace('px', '');
    },
  });

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);
  // Reset the content when the value changes from outside (a reload), not while typing. A value this
  // editor sent itself can arrive after more letters were typed (a slow phone renders the page later
  // than the keys come): it is an old echo, not a change, and putting it back would wipe those letters.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current === value) {
      emitted.current = [];
      return;
    }
    if (emitted.current.includes(value)) return;
    emitted.current = [];
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <div>
      {label ? (
        <Input.Label labelElement="div" id={labelId} mb={4}>
          {label}
        </Input.Label>
      ) : null}
      <MantineRte editor={editor} data-testid={testId} aria-labelledby={label ? labelId : undefined} labels={labels}>
        {disabled ? null : (
          <MantineRte.Toolbar>
            <MantineRte.ControlsGroup>
              <MantineRte.Bold title={t('rich-text.bold')} />
              <MantineRte.Italic title={t('rich-text.italic')} />
              <MantineRte.Underline title={t('rich-text.underline')} />
              <MantineRte.ClearFormatting title={t('rich-text.clear')} />
            </MantineRte.ControlsGroup>
            <MantineRte.ControlsGroup>
              <MantineRte.BulletList title={t('rich-text.bullet-list')} />
              <MantineRte.OrderedList title={t('rich-text.ordered-list')} />
            </MantineRte.ControlsGroup>
            <MantineRte.ControlsGroup>
              <MantineRte.Link title={t('rich-text.link')} />
              <MantineRte.Unlink title={t('rich-text.unlink')} />
            </MantineRte.ControlsGroup>
            <Select
              size="xs"
              w={90}
              aria-label={t('rich-text.font-size')}
              placeholder={t('rich-text.font-size')}
              data={SIZES}
              value={fontSize || null}
              onChange={(size) => {
                if (!editor) return;
                if (size) editor.chain().focus().setFontSize(`${size}px`).run();
                else editor.chain().focus().unsetFontSize().run();
              }}
              data-testid={testId ? `${testId}-size` : undefined}
              comboboxProps={{ withinPortal: true }}
            />
          </MantineRte.Toolbar>
        )}
        <MantineRte.Content />
      </MantineRte>
    </div>
  );
}
