/**
 * When and what to do for the V3.1 core errors (core-v3 v1.53.0, contracts/interfaces/IExceptions.sol), written
 * from their raise sites (see ./types.ts for the keys).
 */
import type { ErrorTexts } from './types';

export const CORE_TEXT: ErrorTexts = {};
