// Testing Library unmounts after each test only when Vitest globals are on; they are off here.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());
