/** What the suite's global setup provides to the test files (vitest's inject). */
declare module 'vitest' {
  export interface ProvidedContext {
    /** The endpoint and bucket of the suite-wide S3 server (PostgreSQL project, test/s3-global.ts). */
    testS3: { endpoint: string; bucket: string };
  }
}

export {};
