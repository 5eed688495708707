export * from "./analytics";
