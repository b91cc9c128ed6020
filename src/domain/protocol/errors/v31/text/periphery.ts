/**
 * When and what to do for the V3.1 periphery errors (see ./types.ts). A placeholder in this branch: the text is
 * written in its own branch and merged over this file.
 */
import type { ErrorTexts } from './types';

export const PERIPHERY_TEXT: ErrorTexts = {};
