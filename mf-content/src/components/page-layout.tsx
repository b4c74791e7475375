export { PageLayout } from '@immo237/shared/layout';
