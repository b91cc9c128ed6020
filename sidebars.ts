import type { SidebarsConfig } from '@docusaurus/plugin-content-docs';

const sidebars: SidebarsConfig = {
  docs: [
    'intro',
    'core-concepts/index',
    'system-contracts/index',
    'credit-accounts/index',
    'adapters/index',
    'oracles/index',
    'bots/index',
    'pools/index',
    'v2/index',
    { type: 'link', label: 'Deployed contracts', href: '/' },
    'supported-tokens',
  ],
};

export default sidebars;
