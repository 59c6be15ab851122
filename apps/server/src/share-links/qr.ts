import { Image, StyleSheet, Text, View } from '../pdf/elements.ts';
import { createElement as h } from 'react';
import type { ReactElement } from 'react';
import QRCode from 'qrcode';
import { translate } from '@prancheta/shared';
import type { Language, ShareKind } from '@prancheta/shared';
import type { Actor } from '../access/actor.ts';
import type { AppContext } from '../context.ts';
import { nowIso } from '../db/index.ts';
import { PDF_FONT_BOLD } from '../pdf/styles.ts';
import { linkUrl } from './links.ts';
import { shareLinksRepo } from './repo.ts';

const styles = StyleSheet.create({
  box: { flexDirection: 'row', alignItems: 'center', marginTop: 8, padding: 4, borderWidth: 0.5, borderColor: '#999999' },
  qr: { width: 64, height: 64 },
  texts: { flex: 1, marginLeft: 8 },
  caption: { fontFamily: PDF_FONT_BOLD, fontSize: 9, marginBottom: 2 },
  url: { fontSize: 8, color: '#1c4f8a' },
});

/** The address of the record's newest live share link, or null (PDFs show a QR code only then). */
export async function activeShareUrl(ctx: AppContext, actor: Actor, kind: ShareKind, recordId: number): Promise<string | null> {
  const row = await shareLinksRepo.newestLive(ctx.db, actor, [kind], recordId, nowIso());
  return row ? linkUrl(ctx, row) : null;
}

/** A printed QR code of an address with a caption and the address itself (readable and typeable). */
export async function qrBlock(url: string, lang: Language): Promise<ReactElement> {
  const png = await QRCode.toBuffer(url, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 256 });
  return h(
    View,
    { style: styles.box, wrap: false },
    h(Image, { style: styles.qr, src: { data: png, format: 'png' } }),
    h(View, { style: styles.texts }, h(Text, { style: styles.caption }, translate(lang, 'share.qr-caption')), h(Text, { style: styles.url }, url)),
  );
}

/** The QR block of a record's newest live link, or null when it has none. */
export async function shareQrBlock(ctx: AppContext, actor: Actor, kind: ShareKind, recordId: number, lang: Language): Promise<ReactElement | null> {
  const url = await activeShareUrl(ctx, actor, kind, recordId);
  return url ? qrBlock(url, lang) : null;
}
