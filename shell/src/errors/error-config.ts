// NOTE: stand-in until `siteConfig` from '@immo237/shared/config' lands; then this file re-exports from it.
export const errorConfig: { supportEmail: string; errorReportEndpoint: string | undefined } = {
  supportEmail: 'support@immo237.cm',
  // None by default (spec §7): reports are only logged locally.
  errorReportEndpoint: undefined,
};
