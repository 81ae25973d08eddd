/**
 * PGlite's shared_buffers in MB. PostgreSQL's own default of 128 MB is held in PGlite's WebAssembly
 * memory from the start, and that memory never shrinks: a third of the process's RSS. The data files
 * stay in the operating system's page cache either way, so a smaller pool costs little
 * (docs/decisions/041-compiled-server.md). PGLITE_SHARED_BUFFERS_MB overrides it.
 */
export const PGLITE_SHARED_BUFFERS_MB = 16;
