import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor wait for what a lazy chunk renders (the Markdown parser loads on first use); the default
// second is not enough on a two-core CI machine under load, where one such wait timed out. The tests' own
// timeout (15 s) still bounds a test that never renders.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => cleanup());
