export { confirmDelete } from './confirmDelete.tsx';
export type { ConfirmDeleteOptions } from './confirmDelete.tsx';
