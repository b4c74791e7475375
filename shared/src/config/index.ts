// @immo237/shared/config: the company's coordinates, the site's origin and its schema.org description.
export * from './site';
export { SiteOriginContext, browserSiteOrigin, useSiteOrigin } from './origin';
export { itemListData, organizationData, websiteData } from './structured-data';
export {
  DATA_SAVER_COOKIE,
  DataSaverContext,
  dataSaverCookie,
  resetDataSaverForTests,
  setDataSaver,
  useDataSaver,
} from './data-saver';
