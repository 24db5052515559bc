// Which folder may import which (DESIGN.md, "Layout" and "Rules of the house"), as zones of
// import/no-restricted-paths. One import direction: pages -> components -> store -> services -> utils; server
// stands apart. Inside components/, a feature folder imports only itself and the shared folders, so features
// meet in pages, never in each other; shared folders never import a feature.
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Folders of components/ that hold no feature: pieces several features use.
 * ui: generic widgets; shared: app-specific pieces several features use (advisor badge, user text, profile paths,
 * the header's search box); layout: header, footer, side menu, session; seo: head tags, breadcrumbs, hreflang;
 * app: hooks and widgets of _app (toasts, route progress, client guard).
 */
export const SHARED_COMPONENT_FOLDERS = ['ui', 'shared', 'layout', 'seo', 'app'];

const root = import.meta.dirname;

/** Every other folder of components/ is a feature, so a new feature folder is fenced in without editing this file. */
export function featureFolders() {
  return readdirSync(path.join(root, 'components'), { withFileTypes: true })
    .filter((d) => d.isDirectory() && !SHARED_COMPONENT_FOLDERS.includes(d.name))
    .map((d) => d.name);
}

const zone = (target, from, message, except) => ({ target, from, message, ...(except ? { except } : {}) });

export function boundaryZones() {
  const sharedOnly = SHARED_COMPONENT_FOLDERS.map((f) => `./${f}`);
  const features = featureFolders();
  return [
    ...features.map((f) =>
      zone(`./components/${f}`, './components', `components/${f} is a feature: it imports only itself and the shared folders (${SHARED_COMPONENT_FOLDERS.join(', ')}). Move a piece several features use to components/shared or components/ui; let the page compose features.`, [`./${f}`, ...sharedOnly]),
    ),
    ...SHARED_COMPONENT_FOLDERS.map((f) =>
      zone(`./components/${f}`, './components', `components/${f} is shared by features, so it imports no feature folder.`, sharedOnly),
    ),
    zone('./components', './pages', 'Components never import pages: pages compose components.'),
    zone('./store', ['./components', './pages'], 'The store imports services and utils only.'),
    zone('./services', ['./store', './components', './pages'], 'Services never import the store, components or pages.'),
    zone('./utils', ['./components', './store', './services', './pages', './server', './middleware.ts'], 'utils is pure: it imports nothing of ours but utils.'),
    zone('./server', ['./pages', './components', './store', './services', './middleware.ts'], 'The backend imports utils only from the web side.'),
  ];
}
