// @ts-check
// What this remote exposes and the routes of the site it serves. Its build publishes them (dist/mf-routes.json);
// the shell composes the site from the remotes named in remotes.json: adding this remote's entry there adds the
// admin area, its guard and its user-menu entry; removing it removes them, with no shell rebuild.
import { defineRemote } from '@immo237/shared/build/remote-routes';

export default defineRemote({
  name: 'admin',
  exposes: {
    AdminArea: './src/exposes/admin-area.tsx',
  },
  routes: [
    {
      path: '/admin/*',
      module: 'AdminArea',
      access: 'admin',
      meta: 'seo.admin',
      indexable: false,
      api: true,
      menu: [{ to: '/admin', label: 'shellMenu.admin', order: 10 }],
    },
  ],
});
