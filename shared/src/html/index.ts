export * from "./sanitize";
