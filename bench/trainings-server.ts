// Child process of bench/trainings.ts: the hello-world and the real app with the trainings fixture
// (see child-server.ts). Prints {"hello","app","token","treinoId"} as one JSON line; exits when stdin closes.
import path from 'node:path';
import { LocalStorage } from '../apps/server/src/storage/local.ts';
import { serveBenchChild } from './child-server.ts';
import { seedTrainings } from './trainings-fixture.ts';

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-tr-',
  phone: '5511999990001',
  seed: async ({ db, dataDir, userId }) => {
    const { treinoId } = await seedTrainings(db, new LocalStorage(path.join(dataDir, 'files')), userId);
    return { treinoId };
  },
});
