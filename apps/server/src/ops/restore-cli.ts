// npm run restore -- FILE: restores a backup archive into an empty DATA_DIR and database (see docs/operating.md, "Backup and restore").
import { openStorage, runFileCommand } from './cli.ts';
import { restoreBackup } from './restore.ts';

await runFileCommand('restore', async (config, file, log) => {
  await restoreBackup({ config, openStorage: () => openStorage(config), file, log });
  log('done: start the server on this DATA_DIR and DATABASE_URL');
});
