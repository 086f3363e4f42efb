/** The data plugins/api-types writes at build time (aliased in its configureWebpack). */
declare module '@api-types/data' {
  const data: import('../../../../config/api-model').ApiData;
  export default data;
}
