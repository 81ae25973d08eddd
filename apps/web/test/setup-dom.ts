/**
 * Setup of the `web-dom` test project (jsdom): the app's own i18n init (the bundled catalogs, since
 * no server answers GET /i18n/{locale}.json here), so labels are the real Italian and English
 * strings; Testing Library's cleanup and fresh storage after every test.
 */
import { afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { changeLanguage, initI18n } from '../src/lib/i18n';

// findBy/waitFor give a busy machine (CI, parallel files) time before calling a test failed.
configure({ asyncUtilTimeout: 5000 });

beforeAll(async () => {
  await initI18n();
  // Both catalogs loaded up front: a test may switch language without waiting for a chunk.
  await changeLanguage('en', false);
  await changeLanguage('it', false);
});

afterEach(async () => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  await changeLanguage('it', false);
});
