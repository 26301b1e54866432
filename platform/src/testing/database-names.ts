/**
 * How a test run names its databases on the server: every name begins with the run's id, so
 * runs sharing one server never meet, and what a run leaves is known to be its own.
 */
export const databasePrefix = (testRunId: string) => `fs_${testRunId}_`;

/** A run's template databases (`testTemplateDatabase`); its global teardown drops them. */
export const templatePrefix = (testRunId: string) => `${databasePrefix(testRunId)}tpl_`;
