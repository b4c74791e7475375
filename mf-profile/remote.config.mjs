// @ts-check
// What this remote exposes and the routes of the site it serves. Its build publishes them (dist/mf-routes.json);
// the shell composes the site from the remotes named in remotes.json. Titles come from src/i18n (seo.*).
import { defineRemote } from '@immo237/shared/build/remote-routes';

export default defineRemote({
  name: 'profile',
  exposes: {
    ProfileArea: './src/exposes/profile-area.tsx',
    ConfirmListingPage: './src/exposes/confirm-listing-page.tsx',
    UnsubscribeAlertPage: './src/exposes/unsubscribe-alert-page.tsx',
    TurnOffMessageMailsPage: './src/exposes/turn-off-message-mails-page.tsx',
  },
  routes: [
    {
      path: '/profile/*',
      module: 'ProfileArea',
      access: 'signed-in',
      meta: 'seo.profile',
      indexable: false,
      api: true,
      // The header's user menu links into the area.
      menu: [
        { to: '/profile', label: 'shellMenu.profile', order: 1 },
        { to: '/profile/favorites', label: 'shellMenu.favorites', order: 2 },
        // The shell shows the unread count beside it (useUnreadConversations).
        { to: '/profile/discussions', label: 'shellMenu.discussions', order: 3 },
        // 'Mes alertes' (/profile/alertes, titled by the area's page).
        { to: '/profile/alertes', label: 'shellMenu.alerts', order: 4 },
        // 'Mes visites' (/profile/visites): asked and received.
        { to: '/profile/visites', label: 'shellMenu.visits', order: 5 },
        // 'Vus récemment' (/profile/vus-recemment): kept in the browser, open offline too.
        { to: '/profile/vus-recemment', label: 'shellMenu.recentlyViewed', order: 6 },
      ],
    },
    // The one-click answer to 'Votre annonce est-elle toujours disponible ?': public, since
    // the owner may open the mail where they are not signed in; the token in the link is the credential.
    {
      path: '/annonces/confirmer',
      module: 'ConfirmListingPage',
      access: 'public',
      meta: 'seo.confirmListing',
      indexable: false,
    },
    // The one-click unsubscribe of an alert mail: public, the signed token is the credential.
    {
      path: '/alertes/desabonner',
      module: 'UnsubscribeAlertPage',
      access: 'public',
      meta: 'seo.unsubscribeAlert',
      indexable: false,
    },
    // The one-click link of a mail about new messages: public, the signed token is the credential.
    {
      path: '/discussions/e-mails',
      module: 'TurnOffMessageMailsPage',
      access: 'public',
      meta: 'seo.messageMailsOff',
      indexable: false,
    },
  ],
});
