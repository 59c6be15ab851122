import type { TestProject } from 'vitest/node';
import { startTestS3 } from './s3-server.ts';

import './provided.ts';

/**
 * Global setup of the PostgreSQL project: one S3 protocol server (s3rver) on loopback for the whole
 * run, so every module suite stores its files in a bucket there (each test app under its own
 * prefix), while the SQLite project keeps files on local disk.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3 = await startTestS3();
  project.provide('testS3', { endpoint: s3.endpoint, bucket: s3.bucket });
  return () => s3.stop();
}
