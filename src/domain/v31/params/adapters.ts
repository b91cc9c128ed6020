import type { ParamLayout } from "./layout";
export const ADAPTER_LAYOUTS: readonly ParamLayout[] = [];
