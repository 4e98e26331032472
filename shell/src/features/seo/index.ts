export { applyHead, headFor } from './head';
