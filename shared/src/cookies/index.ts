export * from "./cookies";
