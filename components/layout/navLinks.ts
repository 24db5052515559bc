// The main sections, as the menu drawer lists them. Apart from MobileNav so that a header can filter the list
// without loading the drawer, which comes with the first tap on the menu button.
export interface NavLink {
  label: string;
  href: string;
}

export const MAIN_LINKS: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Mutual Funds', href: '/mutual-funds' },
  { label: 'Saving Schemes', href: '/m/saving-schemes' },
  { label: 'Articles', href: '/m' },
  { label: 'Videos', href: '/videos' },
  { label: 'Questions', href: '/questions' },
  { label: 'Experts', href: '/experts' },
  { label: 'Calculators', href: '/calculators' },
  { label: 'Health Insurance', href: '/health_insurance' },
  { label: 'Become ZF Expert', href: '/mutual-fund-distributor' },
  { label: 'Newsroom', href: '/newsroom' },
  { label: 'About', href: '/about' },
  { label: 'Contact', href: '/contact-us' },
];
