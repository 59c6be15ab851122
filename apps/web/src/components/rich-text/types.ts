/** Props of the rich-text editor. */
export interface RichTextProps {
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /** Accessible name. */
  label?: string;
  testId?: string;
}
