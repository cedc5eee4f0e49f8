import { StrictMode, useState, type ReactNode } from 'react';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '@/components/ui';
import { AuthProvider } from '@/features/auth';
import { InitialDataContext, type InitialData } from '@/lib/initial-data';
import { EarlyEventReplay } from './boot/early-event-replay';
import { createRouter } from './router';

const NO_DATA: InitialData = {};

/** Everything around the router, shared by the browser app and the server renderer. */
export function AppProviders({
  initialData = NO_DATA,
  children,
}: {
  initialData?: InitialData;
  children: ReactNode;
}) {
  return (
    <StrictMode>
      <InitialDataContext.Provider value={initialData}>
        <DialogProvider>
          <AuthProvider>
            <EarlyEventReplay />
            {children}
          </AuthProvider>
        </DialogProvider>
      </InitialDataContext.Provider>
    </StrictMode>
  );
}

export function App({ initialData }: { initialData?: InitialData }) {
  // A server-rendered page (it carries initial data) is hydrated: the router leaves its scroll
  // position alone.
  const [router] = useState(() => createRouter({ serverRendered: initialData !== undefined }));
  return (
    <AppProviders initialData={initialData}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
