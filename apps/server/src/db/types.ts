import type { Generated } from 'kysely';
import type { MailQueueTable, PaymentsTable, PlanKind, RecurringSubscriptionsTable, SubscriptionRemindersTable } from './payment-types.ts';

export type { MailQueueTable, PaymentStatusValue, PaymentsTable, PlanKind, RecurringStatus, RecurringSubscriptionsTable, SubscriptionRemindersTable } from './payment-types.ts';
import type { AnamnesesTable, AssessmentPhotosTable, AssessmentsTable, SessionMarksTable } from './assessment-types.ts';

export type { AnamnesesTable, AssessmentPhotosTable, AssessmentsTable, SessionMarksTable } from './assessment-types.ts';
import type { LoadEntriesTable, LoadSettingsTable, WellnessCheckinsTable } from './load-types.ts';
export type { LoadEntriesTable, LoadSettingsTable, WellnessCheckinsTable } from './load-types.ts';
import type { LiveSessionsTable } from './live-types.ts';
export type { LiveSessionsTable } from './live-types.ts';
import type { FormationCoeditorsTable, FormationYdocsTable } from './coedit-types.ts';
export type { FormationCoeditorsTable, FormationYdocsTable } from './coedit-types.ts';

/** Columns every table has. Timestamps are ISO-8601 strings on both dialects. */
interface Base {
  id: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UsersTable extends Base {
  email: string;
  password_hash: string;
  name: string;
  phone: string;
  level: 'user' | 'mod' | 'admin' | 'master';
  end_subscription: string | null;
  last_payment: string | null;
  /** End of the free trial the account got at signup (migration 0037); null: no trial. */
  trial_end: string | null;
}

export interface SessionsTable extends Base {
  user_id: number;
  token_hash: string;
  /** 'session' for sign-in tokens, 'print' for short-lived single-purpose print tokens. */
  purpose: string;
  expires_at: string;
}

export interface PasswordResetsTable extends Base {
  user_id: number;
  key_hash: string;
  expires_at: string;
  used_at: string | null;
}

export interface SettingsTable extends Base {
  key: string;
  value: string;
}

/**
 * A mailbox that already had a free trial (migration 0037): the SHA-256 of its normalised e-mail.
 * Kept as not personal data: no address, name, user id or date of use beyond the row's stamps;
 * the one-way hash can confirm an address someone already knows but never reveal one. It outlives
 * account deletion on purpose (purgeUser leaves it): that is what stops a second trial.
 */
export interface TrialEmailsTable extends Base {
  email_hash: string;
}

export interface PlansTable extends Base {
  title: string;
  short_desc: string;
  days: number;
  price_cents: number;
  user_id: number | null;
  /** JSON texts in other languages (see db/seeds.ts `Translations`); pt-br is in the columns. */
  translations: Generated<string>;
  /** 'user': extends the payer's subscription; 'club': extends the payer's club (migration 0026). */
  kind: Generated<PlanKind>;
  /** Club plans: the member limit the club gets. */
  max_users: number | null;
  /** 1: the plan may also be bought as a subscription that renews itself (migration 0039). */
  recurring: Generated<number>;
}

export interface NotificationsTable extends Base {
  ordem: number;
  title: string;
  message: string;
  icon: string;
  color: string;
  background: string;
  /** JSON texts in other languages (see db/seeds.ts `Translations`); pt-br is in the columns. */
  translations: Generated<string>;
}

export interface NotificationDismissalsTable extends Base {
  notification_id: number;
  user_id: number;
}

export interface TeamsTable extends Base {
  name: string;
  location: string | null;
  image: string | null;
  leader_id: number;
  max_users: number;
  max_categories: number;
  end_subscription: string | null;
  /** 1 while the leader has not accepted the admin's invitation (team_invites); 0 for an active club. */
  pending: Generated<number>;
}

export interface TeamInvitesTable extends Base {
  team_id: number;
  user_id: number;
  /** SHA-256 (hex) of the single-use key; the key itself is never stored. */
  token_hash: string;
  expires_at: string;
  accepted_at: string | null;
}

export interface MailBatchesTable extends Base {
  admin_id: number;
  subject: string;
  /** Sanitised rich text. */
  html: string;
  attachment_key: string | null;
  attachment_name: string | null;
  attachment_mime: string | null;
  /** 'sending' until every recipient is sent or failed, then 'done'. */
  status: Generated<string>;
}

export interface MailRecipientsTable extends Base {
  batch_id: number;
  email: string;
  /** 'pending' | 'sending' | 'sent' | 'failed'. */
  status: Generated<string>;
  error: string | null;
}

export interface TeamUsersTable extends Base {
  team_id: number;
  user_id: number;
}

export interface CategoriesTable extends Base {
  team_id: number;
  name: string;
  description: string;
}

export interface JobRunsTable extends Base {
  name: string;
  last_run_at: string;
  result: string;
}

export interface FormactionsTable extends Base {
  user_id: number;
  type: 'image' | 'video';
  clube: string;
  professor: string;
  categoria: string;
  data: string;
  local: string;
  descricao: string;
  h_professor: string;
  h_categoria: string;
  h_data: string;
  h_local: string;
  h_clube: string;
  h_descricao: string;
  /** JSON: { part: [background, text] }. */
  colors: string;
  category_id: number | null;
  img_key: string | null;
  file_key: string | null;
  logo_key: string | null;
  draft_key: string | null;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

export interface UserImagesTable extends Base {
  user_id: number;
  file_key: string;
  mime: string;
  size: number;
}

/** A coach's own formation preset: spots is the JSON text of PresetSpot[] (packages/shared/src/presets). */
export interface FormationPresetsTable extends Base {
  user_id: number;
  sport_id: number;
  name: string;
  spots: string;
}

export interface TreinosTable extends Base {
  user_id: number;
  clube: string;
  professor: string;
  categoria: string;
  metodologia: string;
  data: string;
  objetivos: string;
  esporte_id: number;
  category_id: number | null;
  /** JSON: { header: [background, text] }. */
  colors: string;
  logo_key: string | null;
  postwork_header: string;
  /** Sanitised HTML. */
  postwork_description: string;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

export interface ExerciciosTable extends Base {
  user_id: number;
  treino_id: number;
  type: 'image' | 'text';
  titulo: string;
  descricao: string;
  duracao: string;
  blocos_de_duracao: string;
  dimensao: string;
  relacao_numerica: string;
  h_duracao: string;
  h_blocos: string;
  h_dimensao: string;
  h_relacao: string;
  /** JSON: { part: [background, text] }. */
  colors: string;
  img_key: string | null;
  draft_key: string | null;
}

/** A weekly sheet (semana). JSON columns hold cell-keyed records (`segundaM`, `sabadoN`...). */
export interface SemanasTable extends Base {
  user_id: number;
  cabecalho: string;
  subtitulo: string;
  title: string;
  /** Sanitised rich text. */
  observacao: string;
  /** YYYY-MM-DD; data_fim is data_inicio + 6 days. */
  data_inicio: string;
  data_fim: string;
  /** JSON: { colors, range, morning, night, days }. */
  config: string;
  /** JSON: { cell: sanitised rich text }. */
  dia: string;
  /** JSON: { cell: text }. */
  time: string;
  place: string;
  /** JSON: { cell: training id } (links to the owner's trainings). */
  links: string;
  img_key: string | null;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

/** A club training file: a video (or image) a member sent to the club, with its labels. */
export interface TeamFilesTable extends Base {
  team_id: number;
  category_id: number | null;
  /** Who sent it (null once that account is gone: the file belongs to the club). */
  user_id: number | null;
  type: 'image' | 'video' | 'other';
  file_key: string | null;
  img_key: string | null;
  data: string;
  professor: string;
  clube: string;
  categoria: string;
  local: string;
  descricao: string;
}

/** A record the club leader shares in the club drill library. */
export interface TeamLibraryTable extends Base {
  team_id: number;
  kind: 'treino' | 'formation' | 'video';
  record_id: number;
}

/** A fitness sheet or, with is_video = 1, a video session. */
export interface FitnesTable extends Base {
  user_id: number;
  is_video: number;
  title: string;
  teacher: string;
  student: string;
  volume: string;
  data: string;
  objectives: string;
  /** Sanitised rich text (post-work notes). */
  rate: string;
  /** JSON: { h_teacher, h_student, ... } custom header labels. */
  labels: string;
  /** JSON: { header: [background, text] }. */
  colors: string;
  img_key: string | null;
  /** The roster entry the sheet was written for (migration 0029); null: free text only. */
  athlete_id: number | null;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

/** An exercise of a sheet; a bi-set's second exercise has parent_id = the first's id. */
export interface FitnesExerciciosTable extends Base {
  user_id: number;
  fitnes_id: number;
  parent_id: number | null;
  mode: 'normal' | 'biset' | 'profile';
  title: string;
  duration: string;
  charge: string;
  series: string;
  grupo: string;
  description: string;
  imc: string;
  magra: string;
  /** Library gif path, own gif name (usergif = 1) or, in a video session, the video formation id. */
  path: string;
  usergif: number;
  /** JSON: { h_duration, ... }. */
  labels: string;
  /** JSON: { part: [background, text] }. */
  colors: string;
}

/** A photo of a student-profile exercise. */
export interface FitnesImagesTable extends Base {
  user_id: number;
  exercicio_id: number;
  file_key: string;
}

/** One admin action (db/migrations/0018_admin_audit.ts); written by audit/admin-audit.ts. */
export interface AdminAuditTable extends Base {
  actor_id: number;
  actor_email: string;
  /** A dotted name: `user.promote`, `plan.create`, `mail.send`... */
  action: string;
  /** What was acted on, e.g. `user:12`, `plan:3`; '' when the action has no single target. */
  target: string;
  /** JSON of the changed fields; never a password, key or token. */
  detail: string;
}

/** Change counters per owner and table, kept by triggers (migration 0024, db/data-versions.ts). */
/** Sum and count of payment amounts per month (YYYY-MM of creation) and status, kept by triggers (migration 0027). */
export interface PaymentMonthTotalsTable {
  month: string;
  status: string;
  cents: number;
  n: number;
}

export interface DataVersionsTable {
  user_id: number;
  name: string;
  version: number;
}

/** A read-only share link (db/migrations/0021_share_links.ts); only the token's hash is stored. */
export interface ShareLinksTable extends Base {
  user_id: number;
  kind: 'treino' | 'formation' | 'video' | 'fitnes' | 'semana';
  record_id: number;
  token_hash: string;
  /** Random; with the server's key it re-derives the token (share-links/token.ts). */
  token_nonce: string;
  expires_at: string | null;
  revoked_at: string | null;
}

/** A record a coach was warned about before retention deletes it (migration 0022). */
export interface RetentionWarningsTable extends Base {
  user_id: number;
  kind: 'treino' | 'formation' | 'video' | 'week' | 'fitness';
  record_id: number;
  deletes_at: string;
}

/** Per-user preferences kept apart from the account row (migration 0022). */
export interface UserPreferencesTable extends Base {
  user_id: number;
  /** The language the coach last used the app in: retention e-mails speak it. */
  language: string;
  /** The fitness-sheet print layout the coach chose last (migration 0033). */
  fitness_print: Generated<'standard' | 'compact'>;
  /** 1 once the coach closed the first-run checklist of the home (migration 0038). */
  first_run_dismissed: Generated<number>;
}

/** A roster entry: an athlete or student of a coach (migration 0029). */
export interface AthletesTable extends Base {
  user_id: number;
  name: string;
  birth_date: string | null;
  email: string;
  phone: string;
  group_label: string;
  /** A club category the athlete belongs to (a category of a club the coach is in). */
  category_id: number | null;
  notes: string;
  /** Whether the student page asks for the daily wellness check-in (0/1, migration 0036). */
  wellness_on: Generated<number>;
  /** 1 for a row of the sample set ("Load examples", migration 0038). */
  is_example: Generated<number>;
}

/** A private student link of an athlete (migration 0029): token hashed, revocable, expiring. */
export interface StudentLinksTable extends Base {
  user_id: number;
  athlete_id: number;
  token_hash: string;
  token_nonce: string;
  expires_at: string | null;
  revoked_at: string | null;
}

/** One attendance mark of an athlete at a session (migration 0031). */
export interface AttendanceTable extends Base {
  user_id: number;
  athlete_id: number;
  kind: 'treino' | 'semana';
  record_id: number;
  /** '' for a training; the weekly sheet's cell ('segundaM') for a week's session. */
  slot: string;
  /** YYYY-MM-DD of the session. */
  date: string;
  status: 'present' | 'absent' | 'excused';
}

/** A coach's private iCal feed (migration 0031). */
export interface CalendarFeedsTable extends Base {
  user_id: number;
  token_hash: string;
  token_nonce: string;
  revoked_at: string | null;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  password_resets: PasswordResetsTable;
  settings: SettingsTable;
  trial_emails: TrialEmailsTable;
  plans: PlansTable;
  payments: PaymentsTable;
  notifications: NotificationsTable;
  notification_dismissals: NotificationDismissalsTable;
  teams: TeamsTable;
  team_users: TeamUsersTable;
  categories: CategoriesTable;
  job_runs: JobRunsTable;
  formactions: FormactionsTable;
  user_images: UserImagesTable;
  formation_presets: FormationPresetsTable;
  treinos: TreinosTable;
  exercicios: ExerciciosTable;
  semanas: SemanasTable;
  team_files: TeamFilesTable;
  team_library: TeamLibraryTable;
  fitnes: FitnesTable;
  fitnes_exercicios: FitnesExerciciosTable;
  fitnes_images: FitnesImagesTable;
  admin_audit: AdminAuditTable;
  data_versions: DataVersionsTable;
  payment_month_totals: PaymentMonthTotalsTable;
  team_invites: TeamInvitesTable;
  mail_batches: MailBatchesTable;
  mail_recipients: MailRecipientsTable;
  share_links: ShareLinksTable;
  retention_warnings: RetentionWarningsTable;
  user_preferences: UserPreferencesTable;
  mail_queue: MailQueueTable;
  subscription_reminders: SubscriptionRemindersTable;
  recurring_subscriptions: RecurringSubscriptionsTable;
  athletes: AthletesTable;
  student_links: StudentLinksTable;
  attendance: AttendanceTable;
  calendar_feeds: CalendarFeedsTable;
  assessments: AssessmentsTable;
  assessment_photos: AssessmentPhotosTable;
  anamneses: AnamnesesTable;
  session_marks: SessionMarksTable;
  load_entries: LoadEntriesTable;
  formation_coeditors: FormationCoeditorsTable;
  formation_ydocs: FormationYdocsTable;
  wellness_checkins: WellnessCheckinsTable;
  load_settings: LoadSettingsTable;
  live_sessions: LiveSessionsTable;
}
