export { applyHead, headFor, type PageHead } from './head';
