// Stylesheets are imported as their text (webpack's asset/source rule in build/webpack.mjs).
declare module '*.css' {
  const text: string;
  export default text;
}
