import type { ReactElement } from 'react';
import type { DocumentProps } from '@react-pdf/renderer';
import { FORMATION_FIELDS, translate } from '@prancheta/shared';
import type { Language } from '@prancheta/shared';
import type { Storage } from '../../storage/storage.ts';
import { headerBlock, imageBlock, textBlock } from '../../pdf/blocks.ts';
import type { HeaderField } from '../../pdf/blocks.ts';
import { printDocument, printPage } from '../../pdf/document.ts';
import { toPdfImage } from '../../pdf/image.ts';
import type { PdfImage } from '../../pdf/image.ts';
import { formationColours } from './present.ts';
import type { FormationRow } from './repo.ts';

async function storedImage(storage: Storage, key: string | null): Promise<PdfImage | null> {
  if (!key || !(await storage.exists(key))) return null;
  return toPdfImage(await storage.get(key));
}

/** The header fields of a formation: its own labels (h_*) or the translated defaults, with colours. */
export function formationHeaderFields(row: FormationRow, lang: Language): HeaderField[] {
  const colours = formationColours(row);
  const header = colours.header ?? ['#000000', '#ffffff'];
  return FORMATION_FIELDS.filter((f) => f !== 'descricao' || row.descricao.trim() !== '').map((field) => ({
    label: row[`h_${field}`].trim() || translate(lang, `formations.labels.${field}`),
    value: row[field],
    colours: colours[field] ?? header,
    wide: field === 'descricao',
  }));
}

/** The PDF of print/fr: one page per formation with header, logo (and its share link's QR code, if any) and drawing, in `lang`. */
export async function formationsPdf(storage: Storage, rows: FormationRow[], lang: Language, shareQrs: Map<number, ReactElement> = new Map()): Promise<ReactElement<DocumentProps>> {
  const title = translate(lang, 'print.formations-title');
  const pages: ReactElement[] = [];
  for (const row of rows) {
    const [logo, image] = await Promise.all([storedImage(storage, row.logo_key), storedImage(storage, row.img_key)]);
    pages.push(
      printPage({
        key: row.id,
        lang,
        footer: `Prancheta · ${title}`,
        children: [
          headerBlock({ fields: formationHeaderFields(row, lang), logo }),
          shareQrs.get(row.id) ?? null,
          image ? imageBlock({ image }) : textBlock({ text: ' ' }),
        ],
      }),
    );
  }
  return printDocument({ title, lang, children: pages });
}
