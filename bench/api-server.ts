// Child process of bench/api.ts: the hello-world and the real app with one signed-in coach (see
// child-server.ts); prints {"hello","app","token"} as one JSON line and exits when its stdin closes.
import { serveBenchChild } from './child-server.ts';

await serveBenchChild({ dataDirPrefix: 'prancheta-bench-', phone: '5511999990000' });
