/**
 * The navbar item types this site's navbar uses (docusaurus.config.ts, `themeConfig.navbar.items`): plain links
 * (`default`) and the docs sidebar's first page (`docSidebar`). theme-classic's map also names dropdowns, the
 * locale and docs-version dropdowns, search, HTML and single-doc items, and every page's main bundle carried their
 * code (about 4 KB gzip) for items the navbar does not have. src/theme/themeNoops.test.ts checks that every item
 * of the config is of a type named here.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import DocSidebarNavbarItem from '@theme/NavbarItem/DocSidebarNavbarItem';

const ComponentTypes = {
  default: DefaultNavbarItem,
  docSidebar: DocSidebarNavbarItem,
};

export default ComponentTypes;
