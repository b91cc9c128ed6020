/** The data plugin's name, and the data modules compiled docs pages import by name. */
import path from 'node:path';
import { dataModuleRequest } from './docusaurusInternals';

export const PLUGIN_NAME = 'gearbox-data';

/** The module of the live values a docs file cites: `live/{file relative to the site}.json`. */
export const liveValuesModuleName = (siteDir: string, file: string): string => `live/${path.relative(siteDir, file).split(path.sep).join('/')}.json`;

/** The import request of that module. */
export const liveValuesRequest = (siteDir: string, file: string): string => dataModuleRequest(PLUGIN_NAME, liveValuesModuleName(siteDir, file));

/** The docs sidebar, for pages outside the docs plugin: `@generated/gearbox-data/default/sidebar.json` (src/generated.d.ts). */
export const SIDEBAR_MODULE = 'sidebar.json';

/** The V3.1 migration table (src/pageData/migrationTable.ts), for the one docs component that shows it: `@generated/gearbox-data/default/migration.json` (src/generated.d.ts). */
export const MIGRATION_MODULE = 'migration.json';
