/** The page engine; other screen families may import only what this file exports (nothing yet). */
export {};
