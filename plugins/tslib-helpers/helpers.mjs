// The tslib helpers that CommonJS modules in the client bundle call (see index.ts).
export { __importDefault } from 'tslib';
