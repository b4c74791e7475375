export const NAV_ITEMS = [
  { to: '/', key: 'home' },
  { to: '/acheter', key: 'buy' },
  { to: '/louer', key: 'rent' },
  { to: '/terrains', key: 'land' },
  { to: '/agents', key: 'agents' },
] as const;
