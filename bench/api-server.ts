// Child process of bench/api.ts: the hello-world and the real app (see child-server.ts) with one
// signed-in coach without trainings, one with 20 and one with 500. Prints
// {"hello","app","token","token20","token500","database"} as one JSON line; exits when stdin closes.
import { createCoach, serveBenchChild } from './child-server.ts';
import { insertTrainings } from './trainings-rows.ts';

await serveBenchChild({
  dataDirPrefix: 'prancheta-bench-',
  phone: '5511999990000',
  seed: async ({ db }) => {
    const with20 = await createCoach(db, 'coach20@bench.local', '5511999990020');
    await insertTrainings(db, with20.id, 20);
    const with500 = await createCoach(db, 'coach500@bench.local', '5511999990500');
    await insertTrainings(db, with500.id, 500);
    return { token20: with20.token, token500: with500.token };
  },
});
