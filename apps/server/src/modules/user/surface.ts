/*
 * What other modules may use of the user module (routes.ts holds its routes): the account row
 * (sign-up and sign-in, account download and deletion), password hashing and the signed-in user
 * as the API answers it.
 */
export type { UserRow } from './repo.ts';
export { findUserByEmail, findUserById, hasTeam, insertUser, isUniqueViolation, takenContacts, updateUserRow } from './repo.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { presentAuthUser } from './present.ts';
