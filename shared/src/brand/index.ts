export * from "./brand";
