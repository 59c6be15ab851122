// npm run backup -- FILE: writes a backup archive of the configured data (see docs/operating.md, "Backup and restore").
import { createBackup } from './backup.ts';
import { openStorage, runFileCommand } from './cli.ts';

await runFileCommand('backup', async (config, file, log) => {
  const manifest = await createBackup({ config, storage: openStorage(config), file, log });
  const bytes = manifest.entries.reduce((sum, e) => sum + e.size, 0);
  log(`wrote ${file}: ${manifest.entries.length} entries, ${(bytes / 1024 / 1024).toFixed(1)} MB before compression`);
});
