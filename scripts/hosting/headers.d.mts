/** The admin console's addresses as Hosting's rewrite matches them (headers.mjs). */
export declare const ADMIN_PAGES: string;
