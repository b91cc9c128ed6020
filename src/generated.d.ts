// Modules the data plugin writes with createData that client components import by name (src/build/plugin/modules.ts).
declare module '@generated/gearbox-data/default/sidebar.json' {
  import type { PropSidebar } from '@docusaurus/plugin-content-docs';

  const sidebar: PropSidebar;
  export default sidebar;
}

declare module '@generated/gearbox-data/default/migration.json' {
  import type { MigrationTableData } from '@site/src/pageData/migration';

  const migration: MigrationTableData;
  export default migration;
}
