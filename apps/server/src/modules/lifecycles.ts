import type { Lifecycle } from '../lifecycle/contract.ts';
import { clubsLifecycle } from './clubs/lifecycle.ts';
import { formationsLifecycle, userImagesLifecycle } from './formations/lifecycle.ts';
import { trainingsLifecycle } from './trainings/lifecycle.ts';
import { weeksLifecycle } from './weeks/lifecycle.ts';
import { fitnessLifecycle } from './fitness/lifecycle.ts';
import { userGifsLifecycle } from './media/lifecycle.ts';
import { mailLifecycle } from './admin-mail/lifecycle.ts';
import { shareLifecycle } from './share/lifecycle.ts';
import { athletesLifecycle } from './athletes/lifecycle.ts';
import { attendanceLifecycle } from './attendance/lifecycle.ts';
import { calendarLifecycle } from './calendar/lifecycle.ts';
import { presetsLifecycle } from './presets/lifecycle.ts';
import { assessmentsLifecycle } from './assessments/lifecycle.ts';
import { loadLifecycle } from './load/lifecycle.ts';
import { liveLifecycle } from './live/lifecycle.ts';

/**
 * Every module's purge contract. A module with records or files appends its own here. Assessments
 * come before athletes: their photo files go before the athlete rows cascade their records away.
 */
export const lifecycles: readonly Lifecycle[] = [trainingsLifecycle, formationsLifecycle, userImagesLifecycle, weeksLifecycle, clubsLifecycle, fitnessLifecycle, userGifsLifecycle, mailLifecycle, shareLifecycle, liveLifecycle, attendanceLifecycle, calendarLifecycle, loadLifecycle, assessmentsLifecycle, athletesLifecycle, presetsLifecycle];
