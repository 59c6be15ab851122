export * from './limits.ts';
export * from './schemas/common.ts';
export * from './schemas/auth.ts';
export * from './schemas/user.ts';
export * from './schemas/plans.ts';
export * from './schemas/notifications.ts';
export * from './schemas/sports.ts';
export * from './i18n.ts';
