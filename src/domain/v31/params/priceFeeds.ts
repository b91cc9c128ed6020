import type { ParamLayout } from "./layout";
export const PRICE_FEED_LAYOUTS: readonly ParamLayout[] = [];
