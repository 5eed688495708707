export * from "./mountStandalone";
