import { checkExposedPages } from '@immo237/shared/test-utils/exposed-pages';
import { renderAgentsRoute as renderRoute } from '../../features/agents/test-utils/render-agents-route';
import AgentsPage from '../agents-page';
import ContactPage from '../contact-page';
import Faq2Page from '../faq2-page';
import FaqPage from '../faq-page';

describe('content exposes', () => {
  checkExposedPages({
    pages: [
      ['FaqPage', FaqPage, 'Foire aux questions'],
      ['Faq2Page', Faq2Page, 'Questions fréquentes'],
      ['ContactPage', ContactPage, 'Contactez-nous'],
      ['AgentsPage', AgentsPage, 'Nos agents immobiliers'],
    ],
    english: [ContactPage, 'Contact us'],
    render: (element) => renderRoute(element),
  });
});
