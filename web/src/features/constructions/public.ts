// What the constructions feature lends to other features (eslint's feature boundary lets them
// import paths.ts and this file only): the dashboard's route shows a crew (工事担当) its
// home instead of the office's figures, loaded only for a crew.
export { isCrew } from "./list/construction-list";
export const loadCrewHomePage = async () => (await import("./crew/CrewHomePage")).CrewHomePage;
// How a construction's team and day read, which a matter's constructions (projects) show too.
export { crewOf, dayOf } from "./crew-and-day";
