import type { Migration } from './helpers.ts';
import { platform } from './0001_platform.ts';
import { formations } from './0004_formations.ts';
import { trainings } from './0005_trainings.ts';
import { translations } from './0012_translations.ts';
import { weeks } from './0015_weeks.ts';
import { clubs } from './0016_clubs.ts';
import { fitness } from './0017_fitness.ts';
import { adminAudit } from './0018_admin_audit.ts';
import { adminComms } from './0020_admin_comms.ts';
import { shareLinks } from './0021_share_links.ts';
import { retentionWarnings } from './0022_retention_warnings.ts';
import { dataVersions } from './0024_data_versions.ts';
import { hotReads } from './0025_hot_reads.ts';
import { paymentLifecycle } from './0026_payment_lifecycle.ts';
import { adminLists } from './0027_admin_lists.ts';
import { clubVersion } from './0028_club_version.ts';
import { athletes } from './0029_athletes.ts';
import { assessments } from './0030_assessments.ts';
import { attendanceCalendar } from './0031_attendance_calendar.ts';
import { homePrint } from './0033_home_print.ts';
import { rosterHome } from './0034_roster_home.ts';
import { formationPresets } from './0032_formation_presets.ts';
import { assessmentFatEquation } from './0035_assessment_fat_equation.ts';
import { trainingLoad } from './0036_training_load.ts';
import { loadBoardIndex } from './0040_load_board_index.ts';

/** Explicit, ordered list: file discovery breaks bundled builds. Append new migrations here. */
export const migrations: Migration[] = [platform, formations, trainings, translations, weeks, clubs, fitness, adminAudit, adminComms, shareLinks, retentionWarnings, dataVersions, hotReads, paymentLifecycle, adminLists, clubVersion, athletes, attendanceCalendar, homePrint, formationPresets, assessments, rosterHome, assessmentFatEquation, trainingLoad, loadBoardIndex];
