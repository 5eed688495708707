export * from "./useDocumentTitle";
