import { RouterProvider } from 'react-router-dom';
import { useState } from 'react';
import { AuthProvider } from '@/data/auth';
import { createRouter } from './routes';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>
  );
}
