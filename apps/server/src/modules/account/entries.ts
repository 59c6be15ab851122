import type { Language } from '@prancheta/shared';
import type { UserActor } from '../../access/actor.ts';
import type { AssessmentPhotoRow, AssessmentRow } from '../assessments/surface.ts';
import type { SheetRow } from '../fitness/surface.ts';
import type { FormationRow, UserImageRow } from '../formations/surface.ts';
import type { MediaRoots } from '../media/surface.ts';
import type { TrainingRow } from '../trainings/surface.ts';
import type { WeekRow } from '../weeks/surface.ts';
import type { EntryNames } from './filenames.ts';
import { extensionOf } from './filenames.ts';

/** The name of the JSON entry with the coach's data. */
export const DATA_ENTRY = 'dados.json';

/** Where each kind of record goes in the archive, and under which name. */
export const FOLDERS = { treinos: 'treinos', fitness: 'fitness', semanas: 'semanas', formacoes: 'formacoes', videos: 'videos', imagens: 'imagens', avaliacoes: 'avaliacoes' } as const;

/** Entry names of a coach's records; the archive and its JSON compute them the same way. */
export const entryNames = {
  training: (names: EntryNames, row: TrainingRow) => names.name(FOLDERS.treinos, row.id, row.metodologia || row.objetivos || row.clube, 'pdf'),
  sheet: (names: EntryNames, row: SheetRow) => names.name(FOLDERS.fitness, row.id, row.title, 'pdf'),
  week: (names: EntryNames, row: WeekRow) => names.name(FOLDERS.semanas, row.id, row.title || row.cabecalho, 'pdf'),
  formation: (names: EntryNames, row: FormationRow) => names.name(FOLDERS.formacoes, row.id, row.descricao || row.clube, extensionOf(row.img_key ?? '', 'png')),
  video: (names: EntryNames, row: FormationRow) => names.name(FOLDERS.videos, row.id, row.descricao || row.clube, extensionOf(row.file_key ?? '', 'webm')),
  image: (names: EntryNames, row: UserImageRow) => names.name(FOLDERS.imagens, row.id, '', extensionOf(row.file_key, 'png')),
  assessment: (names: EntryNames, row: AssessmentRow, athleteName: string) => names.name(FOLDERS.avaliacoes, row.id, `${athleteName}-${row.date}`, 'pdf'),
  assessmentPhoto: (names: EntryNames, row: AssessmentRow, photo: AssessmentPhotoRow, n: number) => names.name(FOLDERS.avaliacoes, row.id, `foto-${n}`, extensionOf(photo.file_key, 'jpg')),
};

/** Who the archive is for and in which language its PDFs are printed. */
export interface ArchiveRequest {
  actor: UserActor;
  lang: Language;
  roots: MediaRoots;
  /** Set when the client went away: the writer stops before the next entry. */
  signal: AbortSignal;
}

/** Pages through a keyset-paged list, row by row, until it is exhausted or the request is aborted. */
export async function* pages<R extends { id: number }>(load: (afterId: number) => Promise<R[]>, signal: AbortSignal): AsyncGenerator<R> {
  let after = 0;
  for (;;) {
    if (signal.aborted) return;
    const page = await load(after);
    for (const row of page) {
      if (signal.aborted) return;
      yield row;
    }
    if (page.length === 0) return;
    after = page[page.length - 1]!.id;
  }
}
