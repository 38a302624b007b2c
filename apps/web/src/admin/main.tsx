import './admin.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AdminProvider } from './app/provider';
import { createAdminRoutes } from './app/router';
import { createAdminQueryClient } from './lib/admin-query';
import { connectAdminAuth } from './lib/admin-request';

/**
 * The operator console's entry (admin.html, decision 041): a page of its own, so none of its
 * code reaches the shop's chunks. It shares the shop's session (the same saved token) and
 * registers no service worker: operators work online.
 */
const container = document.getElementById('root');
if (container) {
  // Before the router's first request (the current user): it carries the saved token.
  connectAdminAuth();
  const queryClient = createAdminQueryClient();
  const router = createBrowserRouter(createAdminRoutes());
  createRoot(container).render(
    <StrictMode>
      <AdminProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AdminProvider>
    </StrictMode>,
  );
}
