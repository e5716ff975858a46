// Construction codes the gateway needs beyond the labels (@cfx/domain/enumerations).
import { CN } from "@cfx/domain/workflows";

/** 指示待ち and 延期: what the construction instruction list shows unless told otherwise. */
export const TO_DISPATCH: number[] = [CN.waiting, CN.postponed];
