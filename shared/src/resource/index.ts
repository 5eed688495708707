export * from "./useResource";
