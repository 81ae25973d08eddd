import type { TestProject } from 'vitest/node';
import { createTemplate, type TemplateInfo } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    dbTemplate: TemplateInfo;
  }
}

/** Migrates and seeds one template database for the whole run. */
export default async function setup(project: TestProject) {
  const template = await createTemplate();
  project.provide('dbTemplate', template.info);
  return () => template.dispose();
}
