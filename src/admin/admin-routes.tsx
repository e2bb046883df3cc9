import type { RouteObject } from 'react-router-dom';

/** The routes under /admin (login, dashboard and every sub-screen). */
export const adminRoutes: RouteObject[] = [];
