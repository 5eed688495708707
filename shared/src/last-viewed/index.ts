export * from "./lastViewed";
