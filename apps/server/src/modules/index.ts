import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context.ts';
import { authRoutes } from './auth/routes.ts';
import { clubsModule } from './clubs/index.ts';
import { formationsModule } from './formations/index.ts';
import { trainingsModule } from './trainings/index.ts';
import { healthRoutes } from './health/routes.ts';
import { linksRoutes } from './links/routes.ts';
import { mediaModule } from './media/index.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { paymentAdminRoutes } from './payments/admin-routes.ts';
import { paymentRoutes } from './payments/routes.ts';
import { paymentHistoryRoutes } from './payments/history-routes.ts';
import { recurringRoutes } from './payments/recurring-routes.ts';
import { planRoutes } from './plans/routes.ts';
import { sportsRoutes } from './sports/routes.ts';
import { userRoutes } from './user/routes.ts';
import { weeksModule } from './weeks/index.ts';
import { fitnessModule } from './fitness/index.ts';
import { adminModule } from './admin/index.ts';
import { adminTeamsModule } from './admin-teams/index.ts';
import { adminMailModule } from './admin-mail/index.ts';
import { adminNotifyModule } from './admin-notify/index.ts';
import { adminPaymentsModule } from './admin-payments/index.ts';
import { shareModule } from './share/index.ts';
import { accountModule } from './account/index.ts';
import { athletesModule } from './athletes/index.ts';
import { studentPageModule } from './student-page/index.ts';
import { attendanceModule } from './attendance/index.ts';
import { calendarModule } from './calendar/index.ts';
import { homeModule } from './home/index.ts';
import { presetsModule } from './presets/index.ts';
import { assessmentsModule } from './assessments/index.ts';
import { loadModule } from './load/index.ts';
import { examplesModule } from './examples/index.ts';
import { liveModule } from './live/index.ts';
import { coeditModule } from './coedit/index.ts';

/** A module registers its routes under /api with the shared context. */
export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => Promise<void>;

/** Every module of the API. Append new modules here. */
export const modules: ModuleRoutes[] = [healthRoutes, linksRoutes, authRoutes, userRoutes, planRoutes, paymentRoutes, paymentHistoryRoutes, recurringRoutes, paymentAdminRoutes, notificationRoutes, formationsModule, trainingsModule, sportsRoutes, weeksModule, mediaModule, clubsModule, fitnessModule, adminModule, adminTeamsModule, adminMailModule, adminNotifyModule, adminPaymentsModule, shareModule, accountModule, athletesModule, studentPageModule, attendanceModule, calendarModule, homeModule, presetsModule, assessmentsModule, loadModule, examplesModule, liveModule, coeditModule];
