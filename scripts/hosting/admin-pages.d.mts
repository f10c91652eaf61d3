/** The admin console's addresses as Hosting's rewrite matches them (admin-pages.mjs). */
export declare const ADMIN_PAGES: string;
