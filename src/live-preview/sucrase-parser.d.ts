// sucrase keeps its parser's types under dist/types, apart from the ES modules the preview bundles.
declare module 'sucrase/dist/esm/parser/index.js' {
  export { parse } from 'sucrase/dist/types/parser/index';
}
declare module 'sucrase/dist/esm/parser/tokenizer/types.js' {
  export { TokenType } from 'sucrase/dist/types/parser/tokenizer/types';
}
