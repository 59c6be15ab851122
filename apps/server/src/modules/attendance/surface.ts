/*
 * What other modules may use of the attendance module (index.ts registers its routes): finding one
 * of the coach's sessions (the load module checks the session of an RPE it records).
 */
export { findSession } from './sessions.ts';
