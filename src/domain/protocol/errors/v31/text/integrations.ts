/**
 * When and what to do for the V3.1 integrations errors (see ./types.ts). A placeholder in this branch: the text is
 * written in its own branch and merged over this file.
 */
import type { ErrorTexts } from './types';

export const INTEGRATIONS_TEXT: ErrorTexts = {};
