/** The label this build was made with (IMMO237_RELEASE at build time): which release of the remote is live. */
export const RELEASE: string = process.env.IMMO237_RELEASE ?? 'dev';
