// An S3-compatible server (s3rver) for the tests, run as its own process on loopback: it needs
// Node's legacy OpenSSL provider (its list continuation tokens use DES), which the test process
// must not need. Prints one JSON line { port } once listening; exits when stdin closes.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
process.stdin.resume();
process.stdin.on('end', () => server.close().then(() => process.exit(0)));
