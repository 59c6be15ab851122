import '@mantine/tiptap/styles.css';
import { Select } from '@mantine/core';
import { Link, RichTextEditor as MantineRte } from '@mantine/tiptap';
import { LIMITS } from '@prancheta/shared';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import { useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextProps } from './types.ts';

const SIZES = Array.from({ length: LIMITS.richTextFontSizes.max - LIMITS.richTextFontSizes.min + 1 }, (_, i) => String(LIMITS.richTextFontSizes.min + i));

/**
 * A rich-text editor (tiptap through @mantine/tiptap): bold, italic, underline, lists, links and
 * font sizes 12 to 24 px. The server sanitises what it stores; this only produces the HTML.
 */
export default function RichTextEditor({ value, onChange, disabled = false, label, testId }: RichTextProps) {
  const { t } = useTranslation();
  const editor = useEditor({
    // StarterKit 3 already brings Link and Underline; Mantine's Link adds its keyboard shortcut.
    extensions: [StarterKit.configure({ link: false }), Link.configure({ openOnClick: false }), TextStyle, FontSize],
    content: value,
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? '' : e.getHTML()),
  });
  const fontSize = useEditorState({
    editor,
    selector: ({ editor: e }) => {
      const size = (e?.getAttributes('textStyle').fontSize as string | undefined) ?? '';
      return size.replace('px', '');
    },
  });

  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  // Reset the content when the value changes from outside (a reload), not while typing.
  useEffect(() => {
    if (!editor) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    if (current !== value) editor.commands.setContent(value || '', { emitUpdate: false });
  }, [editor, value]);

  return (
    <MantineRte editor={editor} data-testid={testId} aria-label={label}>
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
  );
}
