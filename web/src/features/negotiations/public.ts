// What the negotiations feature lends to other features (eslint's feature boundary lets them
// import paths.ts and this file only): how the counterpart of a negotiation reads, which 帳票設定
// (documents) shows as the 交渉 edit page does.
export { counterpartFact } from "./edit/counterpart-fact";
