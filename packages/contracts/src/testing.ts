/** Test helpers other packages' tests share (never imported by product code). */
export * from './air-standards/test-overview';
