import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router';
import { DialogProvider } from '@/components/ui';
import { AuthProvider } from '@/features/auth';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <StrictMode>
      <DialogProvider>
        <AuthProvider>
          <RouterProvider router={router} />
        </AuthProvider>
      </DialogProvider>
    </StrictMode>
  );
}
