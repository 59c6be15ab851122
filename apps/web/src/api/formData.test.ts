import { describe, expect, it } from 'vitest';
import { namedFile, toFormData } from './formData.ts';

/** Every entry as [name, text or "file:<filename>:<type>:<size>"], in order. */
async function entries(form: FormData): Promise<Array<[string, string]>> {
  // Through a real multipart body and back, as the server receives it.
  const decoded = await new Response(form).formData();
  const out: Array<[string, string]> = [];
  for (const [name, value] of decoded.entries()) out.push([name, typeof value === 'string' ? value : `file:${value.name}:${value.type}:${value.size}`]);
  return out;
}

describe('toFormData', () => {
  it('writes a training header as POST treinos reads it: fields, colors[header][0|1] and the logo', async () => {
    const logo = new File([new Uint8Array([137, 80, 78, 71])], 'escudo.png', { type: 'image/png' });
    const form = toFormData({ clube: 'EC Vitória', esporte_id: '1', objetivos: '', colors: { header: ['#000000', '#ffffff'] }, img: logo });
    expect(await entries(form)).toEqual([
      ['clube', 'EC Vitória'],
      ['esporte_id', '1'],
      ['objetivos', ''],
      ['colors[header][0]', '#000000'],
      ['colors[header][1]', '#ffffff'],
      ['img', 'file:escudo.png:image/png:4'],
    ]);
  });

  it('writes h_* labels as plain fields and one colour pair per part', async () => {
    const form = toFormData({ titulo: 'Rondo', h_duracao: 'Tempo', h_blocos: '', colors: { duracao: ['#ffeb3b', '#000000'], descricao: ['#d0d0d0', '#000000'] } });
    expect(await entries(form)).toEqual([
      ['titulo', 'Rondo'],
      ['h_duracao', 'Tempo'],
      ['h_blocos', ''],
      ['colors[duracao][0]', '#ffeb3b'],
      ['colors[duracao][1]', '#000000'],
      ['colors[descricao][0]', '#d0d0d0'],
      ['colors[descricao][1]', '#000000'],
    ]);
  });

  it('indexes arrays (exercices[i]), stringifies numbers and booleans, and leaves out null and undefined', async () => {
    const form = toFormData({ exercices: [3, 5], to: 9, postwork: true, draft: false, category_id: null, treino_id: undefined, colors: { header: undefined } });
    expect(await entries(form)).toEqual([
      ['exercices[0]', '3'],
      ['exercices[1]', '5'],
      ['to', '9'],
      ['postwork', '1'],
      ['draft', '0'],
    ]);
  });

  it('names files: a gzip draft from bytes, a canvas PNG blob, and a bare blob', async () => {
    const png = new Blob([new Uint8Array(10)], { type: 'image/png' });
    const form = toFormData({ editable: namedFile(new Uint8Array([31, 139, 8]), 'draft.json.gz', 'application/gzip'), img: namedFile(png, 'formacao.png'), other: new Blob(['x']) });
    expect(await entries(form)).toEqual([
      ['editable', 'file:draft.json.gz:application/gzip:3'],
      ['img', 'file:formacao.png:image/png:10'],
      ['other', 'file:blob:application/octet-stream:1'],
    ]);
  });

  it('appends to an existing form', async () => {
    const form = new FormData();
    form.append('type', 'video');
    toFormData({ file_input: namedFile(new Blob(['webm']), 'video.webm', 'video/webm') }, form);
    expect(await entries(form)).toEqual([
      ['type', 'video'],
      ['file_input', 'file:video.webm:video/webm:4'],
    ]);
  });
});
