// Construction codes the gateway needs beyond the labels (@cfx/domain/enumerations).
/** 指示待ち: what the construction instruction list shows unless told otherwise. */
export const WAITING_FOR_INSTRUCTION = 1;
