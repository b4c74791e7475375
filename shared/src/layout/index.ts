export { PageLayout, type PageLayoutProps, type PageWidth } from './page-layout';
