/** The scenic family; other screen families may import only what this file exports (nothing yet). */
export {};
