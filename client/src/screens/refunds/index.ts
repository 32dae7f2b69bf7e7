// The refunds family: its screens load through routes.tsx only; nothing here is used by other families.
export {};
