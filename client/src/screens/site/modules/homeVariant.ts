/** How the home page is laid out: a general site's home or a scenic area's (hero banner). */
export type HomeVariant = 'general' | 'scenic';
